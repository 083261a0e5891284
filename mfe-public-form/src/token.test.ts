import { tokenFromPath } from './token';

describe('tokenFromPath', () => {
  it('reads the token of /forms/view/{token}', () => {
    expect(tokenFromPath('/forms/view/abc123')).toBe('abc123');
    expect(tokenFromPath('/forms/view/a%20b/')).toBe('a b');
    expect(tokenFromPath('/forms/view/')).toBe('');
    expect(tokenFromPath('/somewhere/else')).toBe('');
    expect(tokenFromPath('/forms/view/%E0%A4%A')).toBe('');
  });
});
