import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@tamir/shared-ui';
import { fakeApi, type FakeReply } from '@tamir/shared-api/testing';
import { aRepairForm } from '../../test/fixtures';
import { renderApp, toastMessages } from '../../test/render-app';

beforeEach(() => {
  toast.clear();
  URL.createObjectURL = jest.fn(() => 'blob:tamir/pdf');
  URL.revokeObjectURL = jest.fn();
});

function openDetail(pdf: FakeReply) {
  const form = aRepairForm();
  const fake = fakeApi({ [`GET /repairform/${form.id}`]: { status: 200, data: form }, [`GET /repairform/${form.id}/pdf`]: pdf });
  renderApp(`/admin/forms/${form.id}`, fake.api);
  return { ...fake, form };
}

describe('PDF indir on the form detail', () => {
  it('downloads the form’s PDF with the session and saves it under the server’s name', async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    const { calls, form } = openDetail({
      status: 200,
      data: new TextEncoder().encode('%PDF-1.3').buffer,
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="tamir-formu-${aRepairForm().formNumber}.pdf"` },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(clicked).toEqual([`tamir-formu-${form.formNumber}.pdf blob:tamir/pdf`]));
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(calls.filter((call) => call.url === `/repairform/${form.id}/pdf`)).toHaveLength(1);
  });

  it('says so in Turkish when the PDF cannot be had', async () => {
    openDetail({ status: 404, data: { message: 'Form bulunamadı' } });
    await userEvent.click(await screen.findByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(toastMessages('error')).toContain('Form bulunamadı'));
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
