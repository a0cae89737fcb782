// The account fields both registration forms start with (SPEC §2 /signup and /agent/signup):
// first and last name side by side, email, mobile number, password with its rule, and the
// password again. Their labels live under one catalogue prefix each ('signup.*',
// 'agents.signup.*'); the form says how each field is registered and what is wrong with it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/web/components/ui/form-field';
import { useT } from '@/web/i18n/i18n';

export type SignupFieldName =
  'firstName' | 'lastName' | 'email' | 'mobileNumber' | 'password' | 'confirmPassword';

/** The six boxes in screen order. */
export const SIGNUP_FIELD_NAMES: readonly SignupFieldName[] = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'password',
  'confirmPassword',
];

/** The six boxes, empty. */
export const EMPTY_SIGNUP_FIELDS: Record<SignupFieldName, string> = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  password: '',
  confirmPassword: '',
};

interface SignupFieldsProps {
  texts: 'signup' | 'agents.signup';
  /** The field's registration and its error, already in the reader's language. */
  field: (name: SignupFieldName) => UseFormRegisterReturn & { error: string | undefined };
}

export function SignupFields({ texts, field }: SignupFieldsProps) {
  const { t } = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t(`${texts}.firstName`)}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <FormField
          label={t(`${texts}.lastName`)}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <FormField
        label={t(`${texts}.email`)}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <FormField
        label={t(`${texts}.mobile`)}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('mobileNumber')}
      />
      <FormField
        label={t(`${texts}.password`)}
        type="password"
        autoComplete="new-password"
        hint={t(`${texts}.passwordHint`)}
        {...field('password')}
      />
      <FormField
        label={t(`${texts}.confirmPassword`)}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
