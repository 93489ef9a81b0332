// The hero slides screen (decision 0313): the home page's slides in their order, with up/down buttons,
// and the editor: who sees the slide, where its button leads, one of the site's pictures or an uploaded
// one, the schedule, the switch, and a tab per language with the title, the line under it and the
// button's label.
import type { AdminHeroSlideInput } from '@reelvault/contract/calls/backoffice-promotions';
import {
  heroArtPresets,
  heroAudiences,
  type HeroArtPreset,
  type HeroAudience,
} from '@reelvault/contract/constants/hero-slides';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../bonuses/components/form-field';
import { useHeroSlides, useOrderHeroSlides, useSaveHeroSlide, type AdminHeroSlide } from '../api/promotions';
import {
  ActiveField,
  ImageField,
  LanguageTabs,
  ScheduleFields,
  SelectInput,
  TextInput,
  useCanManageContent,
} from './content-fields';
import {
  ContentEditorForm,
  OrderedContentScreen,
  textError,
  useLanguageTexts,
  useSchedule,
} from './ordered-content';

const blank = { title: '', text: '', cta: '' };

function SlideEditor(props: { readonly slide: AdminHeroSlide | undefined; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const canManage = useCanManageContent();
  const save = useSaveHeroSlide();
  const { slide } = props;
  const [active, setActive] = useState(slide?.is_active ?? false);
  const [audience, setAudience] = useState<HeroAudience>(slide?.audience ?? 'both');
  const [link, setLink] = useState(slide?.link ?? '/');
  const [art, setArt] = useState<HeroArtPreset | ''>(slide?.art ?? 'reels');
  const [image, setImage] = useState(slide?.image_url ?? '');
  const { schedule, setSchedule, times } = useSchedule(slide);
  const { locale, setLocale, text, setText, written } = useLanguageTexts(slide?.texts, blank);
  const errors = fieldErrorsOf(save.error);
  const body: AdminHeroSlideInput = {
    is_active: active,
    audience,
    link,
    art: art === '' ? null : art,
    image_url: image === '' ? null : image,
    ...times,
    texts: written as AdminHeroSlideInput['texts'],
  };
  return (
    <ContentEditorForm
      heading={slide ? t('heroSlides.editing', { id: slide.id }) : t('heroSlides.new')}
      canManage={canManage}
      saveLabel={t('heroSlides.save')}
      save={save}
      errors={errors}
      onSave={() => save.mutate({ id: slide?.id, body }, { onSuccess: () => props.onDone() })}
      onClose={props.onDone}
    >
      <ActiveField checked={active} readOnly={!canManage} onChange={setActive} />
      <SelectInput
        label={t('heroSlides.audience')}
        value={audience}
        options={heroAudiences.map((value) => ({ value, label: t(`heroSlides.audiences.${value}`) }))}
        disabled={!canManage}
        onChange={setAudience}
      />
      <TextInput
        label={t('heroSlides.link')}
        value={link}
        error={errors.link}
        readOnly={!canManage}
        onChange={setLink}
      />
      <SelectInput<HeroArtPreset | ''>
        label={t('heroSlides.art')}
        value={art}
        options={[
          { value: '', label: t('heroSlides.noArt') },
          ...heroArtPresets.map((value) => ({ value, label: t(`heroSlides.arts.${value}`) })),
        ]}
        error={errors.art}
        disabled={!canManage}
        onChange={setArt}
      />
      <ImageField
        label={t('heroSlides.image')}
        kind="slide"
        url={image}
        readOnly={!canManage}
        onChange={setImage}
      />
      <ScheduleFields
        startsAt={schedule.startsAt}
        endsAt={schedule.endsAt}
        readOnly={!canManage}
        errors={errors}
        onChange={setSchedule}
      />
      <LanguageTabs value={locale} written={Object.keys(written)} onChange={setLocale} />
      <div role="tabpanel">
        <TextInput
          label={t('promotions.title')}
          value={text.title}
          error={textError(errors, locale, 'title')}
          readOnly={!canManage}
          onChange={(title) => setText({ title })}
        />
        <TextInput
          label={t('heroSlides.text')}
          value={text.text}
          error={textError(errors, locale, 'text')}
          readOnly={!canManage}
          onChange={(line) => setText({ text: line })}
        />
        <TextInput
          label={t('heroSlides.cta')}
          value={text.cta}
          error={textError(errors, locale, 'cta')}
          readOnly={!canManage}
          onChange={(cta) => setText({ cta })}
        />
      </div>
    </ContentEditorForm>
  );
}

export function HeroSlidesScreen() {
  const { t } = useTranslation();
  const slides = useHeroSlides();
  const order = useOrderHeroSlides();
  return (
    <OrderedContentScreen
      rows={slides}
      order={order}
      loadingLabel={t('heroSlides.loading')}
      createLabel={t('heroSlides.create')}
      caption={t('heroSlides.caption')}
      headers={[t('heroSlides.audience'), t('heroSlides.link'), t('promotions.active')]}
      cells={(slide) => (
        <>
          <td>{t(`heroSlides.audiences.${slide.audience}`)}</td>
          <td>{slide.link}</td>
          <td>{slide.is_active ? t('heroSlides.shown') : t('heroSlides.hidden')}</td>
        </>
      )}
      editor={(slide, onDone) => <SlideEditor slide={slide} onDone={onDone} />}
    />
  );
}
