// CSV exports for the admin console (issue 14), and money in and out summed and listed (issue 22).
import type { FastifyInstance } from 'fastify';
import { exportEndpoints as api } from '@/contract/exports';
import type { AppDeps } from '@/server/platform/app-deps';
import { bindEndpoint } from '@/server/platform/bind-endpoint';
import { exportCsv } from './export-csv';
import {
  itemsExport,
  ledgerExport,
  moneyExport,
  payslipsExport,
  shipmentsExport,
} from './export-tables';
import { listMoneyMovements } from './money-movements';
import { summariseMoney } from './money-summary';

export function exportRoutes({ db }: AppDeps) {
  return async (app: FastifyInstance) => {
    const bindings = [
      [api.exportShipments, shipmentsExport],
      [api.exportLedger, ledgerExport],
      [api.exportPayslips, payslipsExport],
      [api.exportItems, itemsExport],
      [api.exportMoney, moneyExport],
    ] as const;
    for (const [endpoint, table] of bindings) {
      bindEndpoint(app, endpoint, async ({ query, caller }) =>
        exportCsv(db, caller.adminId, table, query),
      );
    }
    bindEndpoint(app, api.moneySummary, async ({ query }) => summariseMoney(db, query));
    bindEndpoint(app, api.moneyMovements, async ({ query }) => listMoneyMovements(db, query));
  };
}
