/** The short KVKK notice (issue 30, Art. 10) on the printed form and the public form page; the full text is at /kvkk. */
export const KVKK_NOTICE_LINE = {
  text: 'Kişisel verileriniz 6698 sayılı KVKK kapsamında tamir sözleşmesinin yürütülmesi ve müşteri firmanın bilgilendirilmesi amacıyla işlenir. Aydınlatma metni:',
} as const;

/** The notice's address on the portal that shows the form ('https://portal.example/kvkk'). */
export const kvkkNoticeUrl = (origin: string) => `${origin.replace(/\/+$/, '')}/kvkk`;

/** One small paragraph naming the purpose and where the full notice is; the address is written out, so it reads on paper too. */
export function KvkkNoticeLine({ url }: { url: string }) {
  return (
    <p className="tf-document__kvkk" data-testid="kvkk-notice-line">
      {KVKK_NOTICE_LINE.text} <a href={url}>{url}</a>
    </p>
  );
}
