import type { InvoiceProfile, InvoiceTypeCode } from '@tamir/shared-api/domain';

/**
 * Sending an issued invoice to GİB (issue 43). The portal does not send invoices itself: an
 * e-Fatura goes through GİB's portal or a private integrator (özel entegratör), an e-Arşiv Fatura
 * is reported through the e-Arşiv portal or the integrator. Each of them signs the XML (XAdES, the
 * `tf:Unsigned` marker in UBLExtensions is where the signature goes) and answers in its own API,
 * so they plug in here. No adapter ships with the portal: until one is configured, the manual path
 * is the accountant's ZIP (`GET /api/invoices/export?from&to`: each invoice's XML as validated and
 * its PDF), uploaded to the portal or handed to the integrator. See docs/operations.md, "Sending
 * invoices to GİB".
 */
export interface GibOutgoingInvoice {
  /** The invoice's id in this portal (answer of POST /api/repairform/{id}/invoice). */
  id: number;
  /** `PPPYYYY` + 9 digits. */
  number: string;
  /** The ETTN (v4 UUID) printed on the invoice. */
  uuid: string;
  profile: InvoiceProfile;
  typeCode: InvoiceTypeCode;
  /** The seller's VKN, as the integrator's account is per taxpayer. */
  sellerVkn: string;
  /** The buyer's VKN/TCKN, the integrator's routing key for TEMELFATURA (the receiver's GİB alias). */
  buyerId: string;
  /** The UBL-TR 1.2.1 XML exactly as stored and validated (unsigned). */
  xml: string;
  /** The e-Arşiv print (application/pdf), for integrators that deliver it to the buyer. */
  pdf: Buffer;
}

/** What the integrator or portal answered for one invoice. */
export type GibDeliveryResult =
  /** Accepted for delivery; `reference` is the integrator's own id (or GİB's envelope id). */
  | { status: 'accepted'; reference: string }
  /** Refused for good (e.g. a GİB rule the local Schematron did not know): a Turkish text for the admin. */
  | { status: 'rejected'; reason: string }
  /** Not reached (network, the integrator down): the caller tries again later with the same invoice (same ETTN). */
  | { status: 'retry'; reason: string };

export interface GibDeliveryAdapter {
  /** Shown in logs and the settings, e.g. 'GİB e-Arşiv Portalı' or the integrator's name. */
  readonly name: string;
  /**
   * Sends one issued invoice. Must be idempotent by `uuid` (ETTN): the same invoice sent twice
   * (a retry after a lost answer) is accepted once by GİB.
   */
  send(invoice: GibOutgoingInvoice): Promise<GibDeliveryResult>;
  /** The state GİB reports later (an e-Fatura's receiver may answer; an e-Arşiv may be cancelled). */
  status?(uuid: string): Promise<{ state: 'waiting' | 'delivered' | 'rejected'; detail?: string }>;
}
