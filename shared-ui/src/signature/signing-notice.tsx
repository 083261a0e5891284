import { KVKK_PUBLIC_PATH } from '@tamir/shared-api/lite';

export const SIGNING_NOTICE_TEXTS = {
  title: 'Aydınlatma',
  text: 'Kişisel verileriniz (ad soyad, telefon, imza) 6698 sayılı KVKK uyarınca onarım sözleşmesinin ifası ve müşteri firmanın bilgilendirilmesi amacıyla işlenir. Bu bir bilgilendirmedir, açık rıza talebi değildir.',
  link: 'Aydınlatma metninin tamamı',
  version: (n: number) => `(Sürüm ${n})`,
} as const;

export interface SigningNoticeProps {
  /** The notice version shown (its number goes with the signature); null while unknown. */
  version: number | null;
  /** Where the full notice is; the portal's /kvkk by default. */
  href?: string;
}

/** The short KVKK notice shown on the signing pad before a person signs (issue 30, Art. 10). */
export function SigningNotice({ version, href = KVKK_PUBLIC_PATH }: SigningNoticeProps) {
  return (
    <aside className="tf-signing-notice" aria-label={SIGNING_NOTICE_TEXTS.title} data-testid="signing-notice">
      <p>
        {SIGNING_NOTICE_TEXTS.text}{' '}
        <a href={href} target="_blank" rel="noopener">
          {SIGNING_NOTICE_TEXTS.link}
        </a>
        {version !== null && <> {SIGNING_NOTICE_TEXTS.version(version)}</>}
      </p>
    </aside>
  );
}
