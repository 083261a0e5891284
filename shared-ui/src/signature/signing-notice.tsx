import { KVKK_PUBLIC_PATH, kvkkNoticeVersionLabel, kvkkPartiesLine, type KvkkNoticeOf, type KvkkNoticeParties } from '@tamir/shared-api/lite';

export const SIGNING_NOTICE_TEXTS = {
  title: 'Aydınlatma',
  text: 'Kişisel verileriniz (ad soyad, telefon, imza) 6698 sayılı KVKK uyarınca onarım sözleşmesinin ifası ve müşteri firmanın bilgilendirilmesi amacıyla işlenir. Bu bir bilgilendirmedir, açık rıza talebi değildir.',
  link: 'Aydınlatma metninin tamamı',
  /** The portal's text: '(Sürüm 3)'; a shop's own text (issue 41 §3): '(Tamirhane metni, sürüm 2)'. */
  version: (n: number, of: KvkkNoticeOf = 'portal') => (of === 'shop' ? `(${kvkkNoticeVersionLabel(n, of)})` : `(Sürüm ${n})`),
} as const;

export interface SigningNoticeProps {
  /** The notice version shown (its number goes with the signature); null while unknown. */
  version: number | null;
  /** Whose text that version is: the portal's (default) or the form's shop's own (issue 41 §3). */
  noticeOf?: KvkkNoticeOf;
  /** Where the full notice is; the portal's /kvkk by default (a form's shop: /kvkk?shop=…). */
  href?: string;
  /** Who is named first: the controller (the form's shop's own, else the portal's) and the processor (issue 41 §3). */
  parties?: KvkkNoticeParties | null;
}

/** The short KVKK notice shown on the signing pad before a person signs (issue 30, Art. 10). */
export function SigningNotice({ version, noticeOf = 'portal', href = KVKK_PUBLIC_PATH, parties }: SigningNoticeProps) {
  return (
    <aside className="tf-signing-notice" aria-label={SIGNING_NOTICE_TEXTS.title} data-testid="signing-notice">
      <p>
        {kvkkPartiesLine(parties)}
        {SIGNING_NOTICE_TEXTS.text}{' '}
        <a href={href} target="_blank" rel="noopener">
          {SIGNING_NOTICE_TEXTS.link}
        </a>
        {version !== null && <> {SIGNING_NOTICE_TEXTS.version(version, noticeOf)}</>}
      </p>
    </aside>
  );
}
