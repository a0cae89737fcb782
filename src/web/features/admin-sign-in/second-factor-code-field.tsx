// The one field a code from an authenticator app or a recovery code is typed in, at sign-in and
// in the two-step sign-in panel: the same label, hint and keyboard hints (no capitals, no spell
// check, the phone's one-time-code suggestion).
import type { ComponentProps } from 'react';
import { FormField } from '@/web/components/ui/form-field';
import { useT } from '@/web/i18n/i18n';

type CodeFieldProps = Pick<
  ComponentProps<typeof FormField>,
  'ref' | 'value' | 'error' | 'onChange'
>;

export function SecondFactorCodeField(props: CodeFieldProps) {
  const { t } = useT();
  return (
    <FormField
      label={t('adminStaff.code')}
      hint={t('adminStaff.codeHint')}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
