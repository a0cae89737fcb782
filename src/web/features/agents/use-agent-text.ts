// Texts that src/domain owns for the agent programme (AGENT_MESSAGES, SIGNUP_STATE_LABELS, the
// Add / Reduce ledger labels) in the reader's language. English is the domain's own text; Hindi
// lives in i18n/hi/agents.ts and is fetched only when someone reads Hindi. Anything else (another
// server message) goes through the app's tx().
import { useCallback, useEffect, useMemo, useState } from 'react';
import { balanceTransactionLabel } from '../../../domain/agent';
import {
  AGENT_MESSAGES,
  SIGNUP_STATE_LABELS,
  signupState,
  type VerifyUserResult,
} from '../../../domain/agents';
import type { AgentDomainHi } from '../../i18n/hi/agents';
import { useT, type Language } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';

type AgentMessageName = keyof typeof AGENT_MESSAGES;

const NAME_BY_TEXT = new Map<string, AgentMessageName>(
  (Object.keys(AGENT_MESSAGES) as AgentMessageName[]).map((name) => [AGENT_MESSAGES[name], name]),
);

// The claim refusal joins two messages: '…by another agent. Each user can only be claimed…'.
const ALREADY_CLAIMED_JOINED = `${AGENT_MESSAGES.alreadyClaimed}. ${AGENT_MESSAGES.alreadyClaimedDetail}.`;

let hindiPack: AgentDomainHi | null = null;

async function loadHindi(): Promise<AgentDomainHi> {
  const { agentDomainHi } = await import('../../i18n/hi/agents');
  hindiPack = agentDomainHi;
  return agentDomainHi;
}

function useHindiPack(language: Language): AgentDomainHi | null {
  const [pack, setPack] = useState<AgentDomainHi | null>(hindiPack);
  useEffect(() => {
    if (language !== 'hi' || pack) return;
    let cancelled = false;
    loadHindi().then(
      (loaded) => {
        if (!cancelled) setPack(loaded);
      },
      () => {
        // The Hindi chunk did not arrive (offline): the domain's English stays.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [language, pack]);
  return language === 'hi' ? pack : null;
}

export function useAgentText() {
  const { language, tx } = useT();
  const hindi = useHindiPack(language);

  const named = useCallback(
    (name: AgentMessageName): string => hindi?.messages[name] ?? AGENT_MESSAGES[name],
    [hindi],
  );

  /** A domain or server message in the reader's language (unknown text as it came). */
  const message = useCallback(
    (text: string): string => {
      if (text === ALREADY_CLAIMED_JOINED) {
        return `${named('alreadyClaimed')}. ${named('alreadyClaimedDetail')}`;
      }
      const name = NAME_BY_TEXT.get(text);
      return name ? named(name) : tx(text);
    },
    [named, tx],
  );

  /** SPEC §8 "server message or <fallback>", translated. */
  const failure = useCallback(
    (error: unknown, fallback: string): string => message(errorText(error, fallback)),
    [message],
  );

  /** The verification state in words (SPEC §4): SIGNUP_STATE_LABELS in the reader's language. */
  const stateLabel = useCallback(
    (result: Pick<VerifyUserResult, 'hasAadhar' | 'hasBankDetails' | 'isPaid'>): string => {
      const state = signupState(result);
      return hindi?.signupStates[state] ?? SIGNUP_STATE_LABELS[state];
    },
    [hindi],
  );

  /** 'Add' / 'Reduce' (DESIGN §8) for a stored or typed transaction type. */
  const transactionType = useCallback(
    (type: string): string => {
      const label = balanceTransactionLabel(type);
      return (
        hindi?.transactionTypes[label === balanceTransactionLabel('add') ? 'add' : 'reduce'] ??
        label
      );
    },
    [hindi],
  );

  return useMemo(
    () => ({ message, failure, stateLabel, transactionType }),
    [message, failure, stateLabel, transactionType],
  );
}
