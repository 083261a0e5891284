import { formatFileSize } from './index';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB (1024 each) with Turkish decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1.023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 300 * 1024)).toBe('5,29 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2.048 GB');
  });
  it('shows a dash for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(-1)).toBe('-');
    expect(formatFileSize(Number.NaN)).toBe('-');
  });
});
