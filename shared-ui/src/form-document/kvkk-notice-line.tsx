import { KVKK_PUBLIC_PATH, kvkkShortNotice, type KvkkNoticeParties } from '@tamir/shared-api/lite';

/** The notice's address on the portal that shows the form ('https://portal.example/kvkk'). */
export const kvkkNoticeUrl = (origin: string, shopId?: number | null) => `${origin.replace(/\/+$/, '')}${KVKK_PUBLIC_PATH}${shopId ? `?shop=${shopId}` : ''}`;

/**
 * The short KVKK notice (issue 30, Art. 10) on the printed form and the public form page: the
 * shared text, its address written out (it reads on paper too) and a link to it on screen; the
 * controller (a shop's own, with the portal's operator as processor; issue 41 §3) when known.
 * data-kvkk-notice tells the server's page the notice is there already (it adds its own otherwise).
 */
export function KvkkNoticeLine({ url, parties }: { url: string; parties?: KvkkNoticeParties | null }) {
  const text = kvkkShortNotice(url, parties);
  const before = text.slice(0, text.lastIndexOf(url));
  return (
    <p className="tf-document__kvkk" data-testid="kvkk-notice-line" data-kvkk-notice="">
      {before}
      <a href={url}>{url}</a>
    </p>
  );
}
