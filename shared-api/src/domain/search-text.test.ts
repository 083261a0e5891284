import { foldForSearch } from './search-text';

describe('foldForSearch', () => {
  it('matches Turkish capitals and small letters, dotted or not, as the same text', () => {
    expect(foldForSearch('İSTANBUL')).toBe('istanbul');
    expect(foldForSearch('Istanbul')).toBe('istanbul');
    expect(foldForSearch('ıstanbul')).toBe('istanbul');
    expect(foldForSearch('ŞOFÖR Çağrı Üzüm')).toBe('sofor cagri uzum');
  });

  it('joins the given parts, skipping empty ones, with single spaces', () => {
    expect(foldForSearch('34ABC123', null, ' Ford  ', undefined, 'Transit')).toBe('34abc123 ford transit');
    expect(foldForSearch()).toBe('');
  });
});
