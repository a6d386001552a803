import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { InputProps } from 'antd';

export interface SearchInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'prefix' | 'allowClear' | 'style'
> {
  value: string;
  onChange: (value: string) => void;
  width: number;
}

/** The keyword box of a list or picker: a search icon, a clear button, the typed text. */
export function SearchInput({ value, onChange, width, ...props }: SearchInputProps) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width }}
    />
  );
}
