import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LOCALES, useLocale, useT, type Locale } from '../../lib/i18n.ts';
import { chooseLanguage } from '../../lib/choose-language.ts';
import { Modal } from '../ui/modal.tsx';
import { CheckIcon } from '../ui/icons.tsx';

const locales = Object.keys(LOCALES) as Locale[];

/** Language picker: English, Arabic, Hindi (each named in its own script). */
export function LanguageDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('page.language.title')} size="sm">
      {(close) => (
        <>
          <RadioGroup
            value={locale}
            onChange={(value) => {
              chooseLanguage(value as Locale);
              close();
            }}
            className="space-y-2"
          >
            <Label className="mb-3 block text-sm text-slate-600">{t('page.language.intro')}</Label>
            {locales.map((code) => (
              <Radio
                key={code}
                value={code}
                className="flex cursor-pointer items-center justify-between rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-teal-600 data-[hovered]:bg-slate-50 data-[selected]:border-teal-600 data-[selected]:bg-teal-50"
              >
                {({ isSelected }) => (
                  <>
                    <span lang={code}>{LOCALES[code].label}</span>
                    {isSelected ? <CheckIcon className="text-teal-700" /> : null}
                  </>
                )}
              </Radio>
            ))}
          </RadioGroup>
        </>
      )}
    </Modal>
  );
}
