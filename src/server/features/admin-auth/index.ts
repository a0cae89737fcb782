// What the app and other features may use of the console admin.
export {
  CONSOLE_ADMIN_EMAIL,
  CONSOLE_ADMIN_ID,
  consoleCredential,
  ensureConsoleAdmin,
  setConsolePassword,
} from './console-admin';
export {
  adminSessionState,
  customerActsAsAdmin,
  mayActOnStaffAccount,
  type AdminActor,
} from './staff-access';
