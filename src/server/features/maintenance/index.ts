// What the app may use of upkeep: the list of scheduled maintenance jobs.
export { maintenanceJobs, type MaintenanceDeps } from './maintenance-jobs';
