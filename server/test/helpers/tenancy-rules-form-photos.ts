import { OPEN_TO_ALL, OWN_SHOP } from './tenancy-access';
import { jpegPhoto, photoForm } from './photo-images';
import type { OperationRule } from './tenancy-rules';

const JPEG = await jpegPhoto(64, 48);

/** Tenancy rules of the form's photos (issue 29; see tenancy-rules.ts for what a rule says). */
export const FORM_PHOTO_RULES: Record<string, OperationRule> = {
  'GET /api/repairform/{id}/photos': {
    why: 'as reading the form: Admin any form, a Tamirci their own shop’s; another shop’s form is not found (404)',
    ...OWN_SHOP,
    params: { id: 'formId' },
  },
  'POST /api/repairform/{id}/photos': {
    why: 'as reading the form; another shop’s form is not found (404) and no photo is stored (the form is looked up before the image is decoded)',
    ...OWN_SHOP,
    params: { id: 'formId' },
    body: () => photoForm(JPEG, { caption: 'Sol kapı çizik' }),
  },
  'GET /api/repairform/{id}/photos/{photoId}': {
    why: 'as reading the form; another shop’s form (and so its photos) is not found (404)',
    ...OWN_SHOP,
    params: { id: 'formId', photoId: 'photoId' },
  },
  'GET /api/repairform/{id}/photos/{photoId}/thumb': {
    why: 'as reading the form; another shop’s form is not found (404)',
    ...OWN_SHOP,
    params: { id: 'formId', photoId: 'photoId' },
  },
  'DELETE /api/repairform/{id}/photos/{photoId}': {
    why: 'as reading the form (the cell’s form is unsigned, so its owners may); another shop’s is not found (404) and nothing is removed',
    ...OWN_SHOP,
    params: { id: 'formId', photoId: 'photoId' },
  },
  'GET /api/repairform/public/{token}/photos': {
    why: 'no login: the link token is the permission, the same for everyone; the answer has no shop data beyond the photos’ captions',
    ...OPEN_TO_ALL,
    params: { token: 'token' },
  },
  'GET /api/repairform/public/{token}/photos/{photoId}': {
    why: 'no login: the link token is the permission (the photo must belong to the link’s form)',
    ...OPEN_TO_ALL,
    params: { token: 'token', photoId: 'photoId' },
  },
  'GET /api/repairform/public/{token}/photos/{photoId}/thumb': {
    why: 'no login: the link token is the permission (the photo must belong to the link’s form)',
    ...OPEN_TO_ALL,
    params: { token: 'token', photoId: 'photoId' },
  },
};
