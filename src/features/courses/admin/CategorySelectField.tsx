import { COURSE_CATEGORIES } from '@/shared/domain/entities';
import { SelectField } from '@/shared/components/form/AntdFormFields';

const options = COURSE_CATEGORIES.map((category) => ({ value: category, label: category }));

/** The optional course category (docs/decisions.md#catalogue): one of the catalogue's categories, or none. */
export function CategorySelectField({ name, label }: { name: string; label: string }) {
  return (
    <SelectField
      name={name}
      label={label}
      options={options}
      className="category-select"
      placeholder="No category"
      allowClear
    />
  );
}
