import { fakeApi } from '../testing/fake-api';
import { publicFormPdfPath } from '../domain/form-pdf-path';
import { downloadRepairFormPdf } from './repair-forms';

describe('form PDF', () => {
  it('downloads GET /repairform/{id}/pdf under the server’s file name, or tamir-formu-{formNumber}.pdf', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.3').buffer;
    const named = fakeApi({
      'GET /repairform/7/pdf': {
        status: 200,
        data: bytes,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="tamir-formu-TF-2026-000007.pdf"' },
      },
    });
    const file = await downloadRepairFormPdf(named.api, 7, 'TF-2026-000007');
    expect(file.fileName).toBe('tamir-formu-TF-2026-000007.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(file.blob.size).toBe(8);

    const unnamed = fakeApi({ 'GET /repairform/8/pdf': { status: 200, data: bytes, headers: { 'content-type': 'application/pdf' } } });
    expect((await downloadRepairFormPdf(unnamed.api, 8, 'TF-2026-000008')).fileName).toBe('tamir-formu-TF-2026-000008.pdf');
  });

  it('gives a refusal’s Turkish message', async () => {
    const refused = fakeApi({ 'GET /repairform/9/pdf': { status: 404, data: { message: 'Tamir formu bulunamadı' } } });
    await expect(downloadRepairFormPdf(refused.api, 9, 'TF-2026-000009')).rejects.toMatchObject({ status: 404, message: 'Tamir formu bulunamadı' });
  });

  it('links a token’s PDF for a page without scripts', () => {
    expect(publicFormPdfPath('aB_c-9')).toBe('/api/repairform/public/aB_c-9/pdf');
    expect(publicFormPdfPath('a/b')).toBe('/api/repairform/public/a%2Fb/pdf');
  });
});
