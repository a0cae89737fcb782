// A select of one item option (category, size or condition), each option in the reader's
// language, starting on its 'Select…' placeholder: the submit page's item form and the demo's
// 'Submit Item' form.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LabelledControl } from '@/web/components/ui/labelled-control';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useItemText } from './use-item-text';

interface ItemOptionFieldProps {
  kind: 'category' | 'size' | 'condition';
  options: readonly string[];
  label: string;
  placeholder: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Once a value is picked, the placeholder cannot be picked again (the demo's form). */
  placeholderDisabled?: boolean;
}

export function ItemOptionField({
  kind,
  options,
  label,
  placeholder,
  error,
  registration,
  placeholderDisabled,
}: ItemOptionFieldProps) {
  const text = useItemText();
  return (
    <LabelledControl label={label} error={error}>
      {(control) => (
        <NativeSelect
          defaultValue={placeholderDisabled ? '' : undefined}
          {...control}
          {...registration}
        >
          <option value="" disabled={placeholderDisabled}>
            {placeholder}
          </option>
          {options.map((value) => (
            <option key={value} value={value}>
              {text[kind](value)}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledControl>
  );
}
