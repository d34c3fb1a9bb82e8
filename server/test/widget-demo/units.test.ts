import { checkBiz, checkRelativePath, contentDisposition, safeFileName } from '../../src/routes/sys/upload-paths.js';
import { FILE_KINDS, kindOf, looksLikePlainText } from '../../src/routes/sys/upload-types.js';
import * as rule from '../../src/routes/demo/demo-rules.js';
import { checkRow } from '../../src/routes/demo/demo-import-sheet.js';
import { makeSeedDemo, makeSeedItems, SEED_DEMO_COUNT } from '../../src/seed/widget-demo.js';
import { checkItem } from '../../src/routes/demo/demo-item-rules.js';

describe('upload path rules', () => {
  it('reduces client names to a safe base name and extension', () => {
    expect(safeFileName('../../etc/passwd')).toEqual({ base: 'passwd', ext: '' });
    expect(safeFileName('C:\\Users\\x\\报表 (1).XLSX')).toEqual({ base: '报表_1', ext: 'xlsx' });
    expect(safeFileName('a.b.c.png')).toEqual({ base: 'a_b_c', ext: 'png' });
    expect(safeFileName('.htaccess')).toEqual({ base: 'htaccess', ext: '' });
    expect(safeFileName('x\u0000.png')).toEqual({ base: 'x', ext: 'png' });
    expect(safeFileName('...')).toEqual({ base: 'file', ext: '' });
    expect(safeFileName(`${'长'.repeat(100)}.pdf`).base).toHaveLength(60);
    expect(safeFileName('a.p$p').ext).toBe('');
  });

  it('accepts biz paths of safe segments only, default temp', () => {
    expect(checkBiz(undefined)).toBe('temp');
    expect(checkBiz('  ')).toBe('temp');
    expect(checkBiz('jeditor')).toBe('jeditor');
    expect(checkBiz('a/b-c/d_e')).toBe('a/b-c/d_e');
    for (const bad of ['..', '../x', '/abs', 'a//b', 'a/', 'a\\b', 'a b', 'a/./b', 'é', 'x'.repeat(33), 'a/b/c/d/e/f/g/h/i']) expect(checkBiz(bad)).toBeNull();
  });

  it('checks stored relative paths segment by segment', () => {
    expect(checkRelativePath('temp/20260101/报表_1.xlsx')).toBe('temp/20260101/报表_1.xlsx');
    for (const bad of ['', '/etc/passwd', '../a', 'a/../b', 'a/./b', 'a//b', 'a\\b', 'a/b\u0000', 'C:/x', '.hidden/x', 'a/%2e%2e', 'a/b c']) {
      expect(checkRelativePath(bad)).toBeNull();
    }
  });

  it('sniffs content against the extension and blocks markup in text', () => {
    expect(kindOf('png')?.sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(kindOf('png')?.sniff(Buffer.from('GIF89a'))).toBe(false);
    expect(kindOf('gif')?.sniff(Buffer.from('GIF89a...'))).toBe(true);
    expect(kindOf('webp')?.sniff(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
    expect(kindOf('xlsx')?.sniff(Buffer.from('PK\x03\x04rest'))).toBe(true);
    expect(kindOf('xls')?.sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe(true);
    for (const ext of ['html', 'htm', 'svg', 'js', 'mjs', 'exe', 'bat', 'sh', 'php', 'jsp', 'xml', 'constructor', '__proto__']) expect(kindOf(ext)).toBeNull();
    expect(looksLikePlainText(Buffer.from('车辆,里程\n沪A12345,10'))).toBe(true);
    expect(looksLikePlainText(Buffer.from('x <script>alert(1)</script>'))).toBe(false);
    expect(looksLikePlainText(Buffer.from('<?xml version="1.0"?>'))).toBe(false);
    expect(looksLikePlainText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
    expect(Object.values(FILE_KINDS).filter((k) => k.image).every((k) => k.contentType.startsWith('image/') && k.contentType !== 'image/svg+xml')).toBe(true);
  });

  it('builds a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', '报表 "1".xlsx')).toBe('attachment; filename="__ _1_.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8%20%221%22.xlsx');
    expect(contentDisposition('inline', "it's (1).png")).toBe('inline; filename="it\'s (1).png"; filename*=UTF-8\'\'it%27s%20%281%29.png');
  });
});

describe('demo field rules (widgets-spec §5 patterns)', () => {
  const message = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return (err as Error).message;
    }
    return null;
  };

  it('checks mobile, e-mail, natural numbers, sex, days and switches', () => {
    for (const ok of ['13012345678', '14012345678', '15012345678', '17012345678', '18012345678']) expect(rule.mobile(ok)).toBe(ok);
    for (const bad of ['12012345678', '16012345678', '1301234567', '130123456789', '+8613012345678']) expect(message(() => rule.mobile(bad))).toBe('请输入正确手机号');
    expect(rule.mobile('123', false)).toBe('123');
    expect(rule.email('a.b+c@example.com.cn')).toBe('a.b+c@example.com.cn');
    expect(message(() => rule.email('a@b'))).toBe('邮箱格式不正确');
    expect(rule.natural('0')).toBe(0);
    expect(message(() => rule.natural('-1'))).toBe('请输入自然数');
    expect(rule.sex('男')).toBe('1');
    expect(rule.sex(2)).toBe('2');
    expect(rule.day('2024/2/29')).toBe('2024-02-29');
    expect(message(() => rule.day('2023-02-29'))).toBe('生日格式不正确，应为YYYY-MM-DD');
    expect([rule.yn('是'), rule.yn(''), rule.yn('n')]).toEqual(['Y', 'N', 'N']);
  });

  it('checks cron and effective-date values', () => {
    expect(rule.cron(' 0  0 12 * * ? ')).toBe('0 0 12 * * ?');
    expect(rule.cron('0 15 10 ? * MON-FRI 2026')).toBe('0 15 10 ? * MON-FRI 2026');
    expect(message(() => rule.cron('0 0 12 * *'))).toBe('Cron表达式格式不正确');
    expect(message(() => rule.cron('0 0 12 * * $(x)'))).toBe('Cron表达式格式不正确');
    expect(rule.effective('{"date":"2026-1-5","forever":"","notice":""}')).toBe('{"date":"2026-01-05","forever":"","notice":""}');
    expect(rule.effective('{"notice":"0"}')).toBe('{"date":"","forever":"","notice":"0"}');
    for (const bad of ['{"date":"","forever":"","notice":""}', '{"forever":"2"}', '{"notice":"1"}', '{"date":"2026-01-01","notice":"0"}', '[]']) {
      expect(message(() => rule.effective(bad))).toBe('生效日期格式不正确');
    }
  });

  it('collects every message of an import row, patterns only in strict mode', () => {
    const row = new Map<string, unknown>([['name', ''], ['phone', '123'], ['email', 'x'], ['age', 'abc']]);
    expect(checkRow(row, true).errors).toEqual(['名称不能为空', '请输入自然数', '邮箱格式不正确', '请输入正确手机号']);
    const loose = checkRow(new Map<string, unknown>([['name', '甲'], ['phone', 13800138000], ['email', 'x']]), false);
    expect(loose).toEqual({ errors: [], values: expect.objectContaining({ name: '甲', phone: '13800138000', email: 'x', enabled: 'N' }) });
  });

  it('seeds records and items that pass their own rules', () => {
    for (let i = 0; i < SEED_DEMO_COUNT; i++) {
      const d = makeSeedDemo(i, Date.UTC(2026, 0, 1));
      expect(rule.mobile(d.phone)).toBe(d.phone);
      expect(rule.email(d.email)).toBe(d.email);
      expect(rule.cron(d.cron)).toBe(d.cron);
      expect(rule.effective(d.effective)).toBe(d.effective);
      expect(rule.code(d.order_num_code, 'x')).toBe(d.order_num_code);
      expect(rule.day(d.birthday)).toBe(d.birthday);
      expect(rule.code(d.category, 'x', 100)).toMatch(/^B0\dA\d{2}/);
      makeSeedItems(i).forEach((item, k) => expect(() => checkItem({ ...item, itemName: item.item_name, price: item.price, itemDate: item.item_date, itemTime: item.item_time }, k)).not.toThrow());
    }
  });
});
