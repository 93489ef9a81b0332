// The studios of the catalogue, by name: games in the feed, whether players see them, and the countries
// their games are refused in (the launch answers 571 there) or explicitly allowed in. An operator who
// manages the catalogue switches a studio off or on and edits its country rules.
import { countryCodePattern, type AdminStudio } from '@reelvault/contract/calls/backoffice-catalogue';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { useStudios } from '../api/catalogue';
import { CatalogueDialog } from './catalogue-dialog';
import { ChangeNotices, SwitchActions } from './switch-actions';
import { useCatalogueActions } from './use-catalogue-actions';

/** The codes of a studio's rules that allow (or refuse), as a list to read and to edit. */
export function countriesWhere(countries: Record<string, boolean>, allowed: boolean): string {
  return Object.entries(countries)
    .filter(([, value]) => value === allowed)
    .map(([code]) => code)
    .sort()
    .join(', ');
}

/** Codes typed by an operator ("gb, de fr") as upper-case codes, or the first one that is not a code. */
export function parseCountryCodes(text: string): { codes: string[] } | { invalid: string } {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  const invalid = codes.find((code) => !countryCodePattern.test(code));
  return invalid === undefined ? { codes: [...new Set(codes)] } : { invalid };
}

export function StudiosList() {
  const { t } = useTranslation();
  const list = useStudios();
  const actions = useCatalogueActions<AdminStudio>();

  const editing = actions.editing;
  const columns = [
    column<AdminStudio>('name', t('catalogue.studios.columns.name'), (studio) => studio.name),
    column<AdminStudio>('games', t('catalogue.studios.columns.games'), (studio) => studio.game_count),
    column<AdminStudio>('state', t('catalogue.studios.columns.state'), (studio) =>
      t(`catalogue.studios.state.${studio.active ? (studio.enabled ? 'on' : 'off') : 'retired'}`),
    ),
    column<AdminStudio>('refused', t('catalogue.studios.columns.refused'), (studio) =>
      countriesWhere(studio.countries, false),
    ),
    column<AdminStudio>('allowed', t('catalogue.studios.columns.allowed'), (studio) =>
      countriesWhere(studio.countries, true),
    ),
    ...(actions.mayManage
      ? [
          column<AdminStudio>('actions', t('catalogue.studios.columns.actions'), (studio) => (
            <SwitchActions
              name={studio.name}
              enabled={studio.enabled}
              pending={actions.pending}
              onSwitch={() => actions.send({ kind: 'studio', id: studio.id, enabled: !studio.enabled })}
              editLabel={t('catalogue.studios.editCountries')}
              onEdit={() => actions.edit(studio)}
            />
          )),
        ]
      : []),
  ];

  return (
    <>
      <ChangeNotices message={actions.message} error={actions.error} dialogOpen={editing !== null} />
      <DataTable
        caption={t('catalogue.studios.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(studio) => String(studio.id)}
        emptyText={t('catalogue.studios.empty')}
      />
      {editing ? (
        <CountriesDialog
          studio={editing}
          pending={actions.pending}
          error={actions.error}
          onSubmit={(countries) => actions.send({ kind: 'studioCountries', id: editing.id, countries })}
          onClose={actions.close}
        />
      ) : null}
    </>
  );
}

function CountriesDialog(props: {
  readonly studio: AdminStudio;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (countries: Record<string, boolean>) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const refusedId = useId();
  const allowedId = useId();
  const problemId = useId();
  const [refused, setRefused] = useState(countriesWhere(props.studio.countries, false));
  const [allowed, setAllowed] = useState(countriesWhere(props.studio.countries, true));
  const [problem, setProblem] = useState<string | undefined>();

  const submit = () => {
    const refusedCodes = parseCountryCodes(refused);
    const allowedCodes = parseCountryCodes(allowed);
    const invalid =
      'invalid' in refusedCodes
        ? refusedCodes.invalid
        : 'invalid' in allowedCodes
          ? allowedCodes.invalid
          : null;
    if (invalid !== null || !('codes' in refusedCodes) || !('codes' in allowedCodes)) {
      setProblem(t('catalogue.studios.invalidCode', { code: invalid ?? '' }));
      return;
    }
    setProblem(undefined);
    // A country in both lists is refused: the stricter word wins.
    const countries: Record<string, boolean> = {};
    for (const code of allowedCodes.codes) countries[code] = true;
    for (const code of refusedCodes.codes) countries[code] = false;
    props.onSubmit(countries);
  };

  return (
    <CatalogueDialog
      title={t('catalogue.studios.countriesTitle', { name: props.studio.name })}
      description={t('catalogue.studios.countriesEffect')}
      pending={props.pending}
      error={props.error}
      onClose={props.onClose}
      onSubmit={submit}
      noValidate
    >
      <div className="field">
        <label htmlFor={refusedId}>{t('catalogue.studios.refusedField')}</label>
        <input
          id={refusedId}
          value={refused}
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setRefused(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={allowedId}>{t('catalogue.studios.allowedField')}</label>
        <input id={allowedId} value={allowed} onChange={(event) => setAllowed(event.target.value)} />
      </div>
      {problem ? (
        <p id={problemId} className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
    </CatalogueDialog>
  );
}
