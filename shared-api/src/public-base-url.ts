import type { GeneralSettings } from './types';
import { publicFormUrl } from './domain/public-base-url';

type BaseFields = Partial<Pick<GeneralSettings, 'publicBaseUrl' | 'publicBaseUrlOverride'>>;

/** The portal's public address in effect: PUBLIC_BASE_URL when the install sets it, else the setting; null while neither is known. */
export function publicBaseOf(general: BaseFields | null | undefined): string | null {
  return general?.publicBaseUrlOverride || general?.publicBaseUrl || null;
}

/**
 * Whether an Admin's browser should record its origin as the address: the server knows the field
 * ('' rather than absent) and neither the setting nor PUBLIC_BASE_URL gives one.
 */
export function needsPublicBaseUrl(general: BaseFields | null | undefined): boolean {
  return general?.publicBaseUrl === '' && !general.publicBaseUrlOverride;
}

/** A form's public page as links and QR codes give it: on the portal's address, else on this browser's origin. */
export function formPublicUrl(general: BaseFields | null | undefined, token: string, origin: string = window.location.origin): string {
  return publicFormUrl(publicBaseOf(general) ?? origin, token);
}
