// What the app and other features may use of the agent programme.
export { agentStatusOf } from './agent-status';
export { generateClosedMonthPayslips } from './programme-queries';
export { applyAgentPayoutNews } from './agent-payout-news';
