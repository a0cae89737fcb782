// One audit entry as a sentence a person reads ("Console Admin approved item #12 (offer ₹650)",
// "Asha Rao viewed the Aadhaar front of user ABC123"), with its time below. An action this version
// does not know is shown as written rather than hidden.
import type { AuditEntryView } from '@/domain/audit.schema';
import { AUDIT_TARGET_TYPES, isAuditAction } from '@/domain/audit-actions';
import { useT } from '@/web/i18n/i18n';

type T = ReturnType<typeof useT>;

function actorText({ t }: T, actor: AuditEntryView['actor']): string {
  if (actor.type === 'system') return t('adminAudit.system');
  if (actor.name) return actor.name;
  if (actor.type === 'agent') return t('adminAudit.someAgent', { id: actor.id ?? '' });
  return t('adminAudit.someone', { id: actor.id ?? '' });
}

function targetText({ t }: T, target: AuditEntryView['target']): string {
  const id = target.id ?? '';
  const type = AUDIT_TARGET_TYPES.find((known) => known === target.type);
  if (type) return t(`adminAudit.target.${type}`, { id });
  return [target.type, target.id].filter(Boolean).join(' ');
}

/** The harmless facts after the sentence: the offer, a status change, an amount, the dates. */
function detailText({ t, format }: T, { action, summary }: AuditEntryView): string | null {
  if (summary.offerAmount) {
    return t('adminAudit.detail.offer', { amount: format.rupeesWithPaise(summary.offerAmount) });
  }
  if (summary.fromStatus && summary.toStatus) {
    return t('adminAudit.detail.status', {
      from: t(`shipmentStatus.${summary.fromStatus}`),
      to: t(`shipmentStatus.${summary.toStatus}`),
    });
  }
  if (summary.amount && summary.balanceChange) {
    const amount = format.rupeesWithPaise(summary.amount);
    return summary.balanceChange === 'add'
      ? t('adminAudit.detail.added', { amount })
      : t('adminAudit.detail.subtracted', { amount });
  }
  if (summary.amount)
    return t('adminAudit.detail.amount', { amount: format.rupeesWithPaise(summary.amount) });
  if (action === 'export.downloaded' && (summary.from || summary.to)) {
    return t('adminAudit.detail.days', {
      from: summary.from ? format.date(summary.from) : '…',
      to: summary.to ? format.date(summary.to) : '…',
    });
  }
  return null;
}

export function auditSentence(i18n: T, entry: AuditEntryView): string {
  const { t } = i18n;
  const params = {
    actor: actorText(i18n, entry.actor),
    target: targetText(i18n, entry.target),
    side: entry.summary.side ? t(`adminAudit.side.${entry.summary.side}`) : '',
    action: entry.action,
  };
  const sentence = isAuditAction(entry.action)
    ? t(`adminAudit.line.${entry.action}`, params)
    : t('adminAudit.line.unknown', params);
  const detail = detailText(i18n, entry);
  return detail ? `${sentence} (${detail})` : sentence;
}

export function AuditLine({ entry }: { entry: AuditEntryView }) {
  const i18n = useT();
  return (
    <div className="grid gap-0.5 px-4 py-3">
      <p className="text-sm break-words">{auditSentence(i18n, entry)}</p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.createdAt}>{i18n.format.dateTime(entry.createdAt)}</time>
      </p>
    </div>
  );
}
