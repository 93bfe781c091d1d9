import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@cl/contracts';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { changeLanguage, isLanguageCode } from '@/lib/i18n';

/** spec 2 footer, spec 9: English or Hindi, each named in its own script; the choice is kept. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const current = isLanguageCode(i18n.language) ? i18n.language : 'en';
  return (
    <SegmentedControl
      label={t('footer.language')}
      value={current}
      options={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`), lang: code }))}
      onChange={(language) => void changeLanguage(language)}
    />
  );
}
