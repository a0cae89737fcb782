// Admin console sign-in (SPEC §2 /superman, §7): the shared password and, for named admins,
// staff sign-in with a second factor (issue 14, decision 0026).
import type { FastifyInstance } from 'fastify';
import { adminAuthEndpoints as api } from '@/contract/admin-auth';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { appError } from '@/server/platform/errors';
import { findUserById } from '@/server/features/auth';
import { CONSOLE_ADMIN_ID } from './console-admin';
import { logInAdmin } from './log-in-admin';
import { checkStaffPassword, logInStaff } from './log-in-staff';
import {
  confirmSecondFactor,
  disableSecondFactor,
  secondFactorStatus,
  startSecondFactor,
} from './manage-second-factor';
import { adminSessionState, staffCredential } from './staff-access';

export function adminAuthRoutes(deps: AppDeps) {
  const { db, sessions, limits, config } = deps;
  return async (app: FastifyInstance) => {
    bindEndpoint(app, api.logIn, async ({ body }, { request, reply }) => {
      // Turned off for teams with named admins: refused before the password is even checked.
      if (!config.adminPasswordLogin) throw appError('ADMIN_PASSWORD_LOGIN_OFF');
      try {
        const { adminId, credential } = await limits.adminLogIn(request, reply, () =>
          logInAdmin(db, body.password, request.ip),
        );
        // Bound to the password it proved: a new password ends it (console-admin.ts).
        await sessions.start(request, reply, 'admin', adminId, credential);
        return { message: 'Signed in as admin' };
      } catch (error) {
        request.log.warn('admin login refused');
        throw error;
      }
    });

    bindEndpoint(app, api.loginOptions, async () => ({
      passwordLogin: config.adminPasswordLogin,
      staffLogin: true as const,
      secondFactor: config.adminMfa,
    }));

    bindEndpoint(app, api.staffLogIn, async ({ body }, { request, reply }) => {
      try {
        // Wrong passwords count against the account like a customer sign-in (the same person).
        const user = await limits.signIn(request, reply, 'customer', body.email, () =>
          checkStaffPassword(db, body.email, body.password),
        );
        // Wrong codes count against the person, from every address.
        const signedIn = await limits.secondFactor(reply, user.id, () =>
          logInStaff(deps, user, body.code, request.ip),
        );
        await sessions.start(request, reply, 'admin', signedIn.adminId, signedIn.credential, {
          secondFactor: signedIn.secondFactor,
        });
        return {
          message: signedIn.next === 'enrol' ? 'Set up two-step sign-in' : 'Signed in as admin',
          next: signedIn.next,
        };
      } catch (error) {
        request.log.warn('staff login refused');
        throw error;
      }
    });

    bindEndpoint(app, api.logOut, async (_input, { request, reply }) => {
      await sessions.destroy(request, reply, 'admin');
      return { message: 'Signed out' };
    });

    bindEndpoint(
      app,
      api.session,
      async ({ caller }, { request }) => {
        const admin = await findUserById(db, caller.adminId);
        const name =
          [admin?.firstName, admin?.lastName].filter(Boolean).join(' ') || admin?.email || 'Admin';
        const session = await sessions.read(request, 'admin');
        const mustEnrol =
          session?.subjectId === caller.adminId &&
          (await adminSessionState(db, config, session)) === 'enrol';
        return {
          adminId: caller.adminId,
          name,
          viaConsole: caller.adminId === CONSOLE_ADMIN_ID,
          payoutsAutomatic: Boolean(config.razorpay?.payoutAccountNumber),
          ...(mustEnrol ? { mustEnrol: true as const } : {}),
        };
      },
      { duringEnrolment: true },
    );

    bindEndpoint(
      app,
      api.secondFactor,
      async ({ caller }) => secondFactorStatus(db, config, caller.adminId),
      { duringEnrolment: true },
    );

    bindEndpoint(
      app,
      api.startSecondFactor,
      async ({ caller }) => startSecondFactor(deps, caller.adminId),
      { duringEnrolment: true },
    );

    bindEndpoint(
      app,
      api.confirmSecondFactor,
      async ({ caller, body }, { request, reply }) => {
        const recoveryCodes = await limits.secondFactor(reply, caller.adminId, () =>
          confirmSecondFactor(deps, caller.adminId, body.code),
        );
        // A fresh console session for this person, holding the factor just proved: their
        // sessions without one (and the customer session's admin access) end with it on.
        const user = await findUserById(db, caller.adminId);
        if (user) {
          await sessions.start(request, reply, 'admin', user.id, staffCredential(user.password), {
            secondFactor: true,
          });
        }
        return { recoveryCodes };
      },
      { duringEnrolment: true },
    );

    bindEndpoint(app, api.disableSecondFactor, async ({ caller, body }, { reply }) => {
      await limits.secondFactor(reply, caller.adminId, () =>
        disableSecondFactor(deps, caller.adminId, body.code),
      );
      return { message: 'Two-step sign-in is off' };
    });
  };
}
