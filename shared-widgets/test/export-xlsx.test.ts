import * as XLSX from 'xlsx';
import { buildXlsx, toSheetRows, type XlsxColumn } from '../src/export-xlsx';

interface Row { carNum: string; speed: number; time: number }
const columns: XlsxColumn<Row>[] = [
  { title: '车牌号', value: 'carNum' },
  { title: '速度(km/h)', value: 'speed' },
  { title: '序号', value: (_r, i) => i + 1 },
];

test('header first, then one line per row, functions get the index', () => {
  expect(toSheetRows(columns, [{ carNum: '沪A12345', speed: 88.5, time: 0 }])).toEqual([
    ['车牌号', '速度(km/h)', '序号'],
    ['沪A12345', 88.5, 1],
  ]);
});

test('the workbook opens again with SheetJS and holds the rows', async () => {
  const rows = [
    { carNum: '沪A12345', speed: 88.5, time: 0 },
    { carNum: '浙A00001', speed: 0, time: 0 },
  ];
  const bytes = await buildXlsx(columns, rows, '报警明细');
  const book = XLSX.read(bytes, { type: 'array' });
  expect(book.SheetNames).toEqual(['报警明细']);
  const back = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['报警明细']);
  expect(back).toEqual([
    { 车牌号: '沪A12345', '速度(km/h)': 88.5, 序号: 1 },
    { 车牌号: '浙A00001', '速度(km/h)': 0, 序号: 2 },
  ]);
});
