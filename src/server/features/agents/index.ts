// What the app and other features may use of the agent programme.
export { adminAgentRoutes } from './admin-routes';
export { agentStatusOf } from './agent-status';
export { generateClosedMonthPayslips } from './programme-queries';
export { agentRoutes } from './routes';
