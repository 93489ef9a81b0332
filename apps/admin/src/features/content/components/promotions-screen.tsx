// The promotions screen (decision 0313): the promotions in the order players see them, each with its
// schedule, its switch and up/down buttons; and the editor: type, schedule, pictures, the offer behind it,
// and a tab per language with the title, the markdown text and a preview drawn by the player site's own
// renderer. Who only reads sees the same screen without the actions.
import type { AdminPromotionInput } from '@reelvault/contract/calls/backoffice-promotions';
import { promotionTypes, type PromotionType } from '@reelvault/contract/calls/content';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/format';
import { fieldErrorsOf, FormField } from '../../bonuses/components/form-field';
import {
  useLinkPromotionOffer,
  useOrderPromotions,
  usePromotionOffers,
  usePromotions,
  useSavePromotion,
  useSetPromotionActive,
  type AdminPromotion,
} from '../api/promotions';
import {
  ActiveField,
  ImageField,
  LanguageTabs,
  ScheduleFields,
  SelectInput,
  TextInput,
  useCanManageContent,
} from './content-fields';
import { MarkdownPreview } from './markdown-preview';
import {
  ContentEditorForm,
  OrderedContentScreen,
  textError,
  useLanguageTexts,
  useSchedule,
} from './ordered-content';

const blank = { title: '', details: '' };

function OfferPicker({
  promotion,
  canManage,
}: {
  readonly promotion: AdminPromotion;
  readonly canManage: boolean;
}) {
  const { t } = useTranslation();
  const offers = usePromotionOffers();
  const link = useLinkPromotionOffer();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('promotions.offer')}</label>
      <select
        id={id}
        value={promotion.offer?.id ?? ''}
        disabled={!canManage || link.isPending}
        onChange={(event) =>
          link.mutate({
            id: promotion.id,
            offerId: event.target.value === '' ? null : Number(event.target.value),
          })
        }
      >
        <option value="">{t('promotions.noOffer')}</option>
        {(offers.data?.data ?? []).map((offer) => (
          <option key={offer.id} value={offer.id}>
            {offer.title} ({offer.key})
          </option>
        ))}
      </select>
      <SuccessNotice message={link.data?.message} />
      {link.error ? <ErrorNotice error={link.error} /> : null}
    </div>
  );
}

function PromotionEditor(props: {
  readonly promotion: AdminPromotion | undefined;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const canManage = useCanManageContent();
  const save = useSavePromotion();
  const { promotion } = props;
  const [type, setType] = useState<PromotionType>(promotion?.type ?? 'casino');
  const [active, setActive] = useState(promotion?.is_active ?? false);
  const { schedule, setSchedule, times } = useSchedule(promotion);
  const [cover, setCover] = useState(promotion?.cover_image_url ?? '');
  const [thumbnail, setThumbnail] = useState(promotion?.thumbnail_image_url ?? '');
  const { locale, setLocale, text, setText, written } = useLanguageTexts(promotion?.texts, blank);
  const errors = fieldErrorsOf(save.error);
  const body: AdminPromotionInput = {
    type,
    is_active: active,
    ...times,
    cover_image_url: cover,
    thumbnail_image_url: thumbnail,
    texts: written as AdminPromotionInput['texts'],
  };
  return (
    <ContentEditorForm
      heading={promotion ? t('promotions.editing', { id: promotion.id }) : t('promotions.new')}
      canManage={canManage}
      saveLabel={t('promotions.save')}
      save={save}
      errors={errors}
      onSave={() => save.mutate({ id: promotion?.id, body }, { onSuccess: () => props.onDone() })}
      onClose={props.onDone}
      after={promotion ? <OfferPicker promotion={promotion} canManage={canManage} /> : null}
    >
      <SelectInput
        label={t('promotions.type')}
        value={type}
        options={promotionTypes.map((value) => ({ value, label: t(`promotions.types.${value}`) }))}
        error={errors.type}
        disabled={!canManage}
        onChange={setType}
      />
      <ActiveField checked={active} readOnly={!canManage} onChange={setActive} />
      <ScheduleFields
        startsAt={schedule.startsAt}
        endsAt={schedule.endsAt}
        readOnly={!canManage}
        errors={errors}
        onChange={setSchedule}
      />
      <ImageField
        label={t('promotions.cover')}
        kind="cover"
        url={cover}
        error={errors.cover_image_url}
        readOnly={!canManage}
        onChange={setCover}
      />
      <ImageField
        label={t('promotions.thumbnail')}
        kind="thumbnail"
        url={thumbnail}
        error={errors.thumbnail_image_url}
        readOnly={!canManage}
        onChange={setThumbnail}
      />
      <LanguageTabs value={locale} written={Object.keys(written)} onChange={setLocale} />
      <div className="legal-editor" role="tabpanel">
        <div>
          <TextInput
            label={t('promotions.title')}
            value={text.title}
            error={textError(errors, locale, 'title')}
            readOnly={!canManage}
            onChange={(title) => setText({ title })}
          />
          <FormField label={t('promotions.details')} error={textError(errors, locale, 'details')}>
            {(control) => (
              <textarea
                {...control}
                rows={14}
                value={text.details}
                readOnly={!canManage}
                onChange={(event) => setText({ details: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <section aria-label={t('promotions.preview')} className="legal-editor__preview">
          <h3>{t('promotions.preview')}</h3>
          <MarkdownPreview title={text.title} text={text.details} />
        </section>
      </div>
      {Object.keys(errors).length > 0 ? <p className="field__error">{save.error?.message}</p> : null}
    </ContentEditorForm>
  );
}

function ScheduleText({ promotion }: { readonly promotion: AdminPromotion }) {
  const { t } = useTranslation();
  const from = promotion.starts_at ? formatDateTime(promotion.starts_at) : t('promotions.now');
  const until = promotion.ends_at ? formatDateTime(promotion.ends_at) : t('promotions.noEnd');
  return <>{t('promotions.scheduleRange', { from, until })}</>;
}

export function PromotionsScreen() {
  const { t } = useTranslation();
  const canManage = useCanManageContent();
  const promotions = usePromotions();
  const order = useOrderPromotions();
  const switchActive = useSetPromotionActive();
  return (
    <OrderedContentScreen
      rows={promotions}
      order={order}
      loadingLabel={t('promotions.loading')}
      createLabel={t('promotions.create')}
      caption={t('promotions.caption')}
      headers={[
        t('promotions.type'),
        t('promotions.schedule'),
        t('promotions.languages'),
        t('promotions.active'),
      ]}
      notices={
        <>
          <SuccessNotice message={switchActive.data?.message} />
          {switchActive.error ? <ErrorNotice error={switchActive.error} /> : null}
        </>
      }
      cells={(promotion, name) => (
        <>
          <td>{t(`promotions.types.${promotion.type}`)}</td>
          <td>
            <ScheduleText promotion={promotion} />
          </td>
          <td>{Object.keys(promotion.texts).join(', ')}</td>
          <td>
            <input
              type="checkbox"
              aria-label={t('promotions.activeOf', { name })}
              checked={promotion.is_active}
              disabled={!canManage || switchActive.isPending}
              onChange={(event) => switchActive.mutate({ id: promotion.id, active: event.target.checked })}
            />
          </td>
        </>
      )}
      editor={(promotion, onDone) => <PromotionEditor promotion={promotion} onDone={onDone} />}
    />
  );
}
