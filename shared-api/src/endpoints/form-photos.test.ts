import { fakeApi } from '../testing/fake-api';
import { deleteFormPhoto, getFormPhotoImage, uploadFormPhoto } from './form-photos';

describe('photo endpoints', () => {
  it('sends the upload as multipart FormData (not the client’s JSON) with stage, caption and the file, reporting progress', async () => {
    const { api, calls } = fakeApi({
      'POST /repairform/7/photos': (call) => {
        call.onUploadProgress?.({ loaded: 30, total: 120 });
        call.onUploadProgress?.({ loaded: 120, total: 120 });
        return { status: 201, data: { id: 3 } };
      },
    });
    const progress: number[] = [];
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    const photo = await uploadFormPhoto(api, { formId: 7, file, fileName: 'kapi.jpg', stage: 'Teslim', caption: 'Sol kapı' }, (fraction) =>
      progress.push(fraction),
    );
    expect(photo).toEqual({ id: 3 });
    const body = calls[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('stage')).toBe('Teslim');
    expect(body.get('caption')).toBe('Sol kapı');
    expect((body.get('file') as File).name).toBe('kapi.jpg');
    expect(progress).toEqual([0.25, 1]);
  });

  it('leaves an empty caption out, reads images as blobs and deletes by id', async () => {
    const image = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    const { api, calls } = fakeApi({
      'POST /repairform/7/photos': { status: 201, data: { id: 4 } },
      'GET /repairform/7/photos/4/thumb': { status: 200, data: image },
      'DELETE /repairform/7/photos/4': { status: 200, data: { message: 'Fotoğraf silindi' } },
    });
    await uploadFormPhoto(api, { formId: 7, file: image, stage: 'Teslim Alma' });
    expect((calls[0].body as FormData).has('caption')).toBe(false);
    expect(((calls[0].body as FormData).get('file') as File).name).toBe('foto.jpg');
    expect(await getFormPhotoImage(api, 7, 4, true)).toBe(image);
    expect(await deleteFormPhoto(api, 7, 4)).toEqual({ message: 'Fotoğraf silindi' });
  });
});
