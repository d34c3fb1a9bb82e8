import { Input } from 'antd';
import SearchGlyph from './search-glyph';

interface PlateSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export default function PlateSearch({ value, onChange }: PlateSearchProps) {
  return (
    <Input
      data-testid="plate-search"
      allowClear
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="请输入车牌号"
      prefix={<SearchGlyph />}
    />
  );
}
