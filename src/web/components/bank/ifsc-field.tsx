// The IFSC box of both bank forms (SPEC §5: exactly 11 characters, upper-cased as typed), the
// customer's and the agent's.
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { IFSC_LENGTH } from '@/domain/constants';
import { normaliseIfscInput } from '@/domain/verification-inputs';
import { FormField } from '@/web/components/ui/form-field';

interface IfscFieldProps extends Omit<ComponentProps<typeof FormField>, 'onChange'> {
  registration: UseFormRegisterReturn;
}

export function IfscField({ registration, ...field }: IfscFieldProps) {
  return (
    <FormField
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={IFSC_LENGTH}
      {...field}
      {...registration}
      onChange={(event) => {
        event.target.value = normaliseIfscInput(event.target.value);
        return registration.onChange(event);
      }}
    />
  );
}
