// The form that creates a token: a name, one or more scopes (staff scopes only for staff) and an
// expiry. Problems are named beside their field; the server's refusal is shown as it words it.
import { useState } from 'react';
import { Button, Checkbox, Field, Fieldset, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiTokenScope, ApiTokenScopeLabels } from '@generated/enums';
import { enumLabel } from '../../lib/language/enumLabel';
import { useSignedInUser } from '../../lib/session/session';
import { showFailure, withLoading } from '../../lib/ui';
import { useCreateApiToken } from './api';
import { useLanguage } from '../../lib/language/useLanguage';

export const EXPIRY_DAYS = [7, 30, 90, 365] as const;
const NAME_MAX = 50;

export function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const { t } = useTranslation('apiTokens');
  const lang = useLanguage();
  const staff = useSignedInUser()?.role === 'staff';
  const scopes = Object.values(ApiTokenScope).filter((s) => staff || !s.startsWith('staff:'));
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiTokenScope[]>([]);
  const [days, setDays] = useState<number>(30);
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({});
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiTokenScope, on: boolean) => {
    setChosen((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
    setProblems((p) => ({ ...p, scopes: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = { name: name.trim() ? undefined : t('nameRequired'), scopes: chosen.length ? undefined : t('scopesRequired') };
    setProblems(found);
    if (found.name || found.scopes) return;
    setBusy(true);
    const result = await withLoading(create.mutateAsync({ name: name.trim(), scopes: chosen, expiresInDays: days }));
    setBusy(false);
    if (!result.ok) return showFailure(result, t('common:unknownError'));
    setName('');
    setChosen([]);
    onCreated(result.data.token);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('createTitle')}>
      <Stack gap="4" maxW="lg">
        <Field.Root invalid={Boolean(problems.name)} required ids={{ control: 'api-token-name' }}>
          <Field.Label>{t('name')}</Field.Label>
          <Input
            value={name}
            maxLength={NAME_MAX}
            placeholder={t('namePlaceholder')}
            onChange={(e) => {
              setName(e.target.value);
              setProblems((p) => ({ ...p, name: undefined }));
            }}
          />
          <Field.ErrorText>{problems.name}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root invalid={Boolean(problems.scopes)}>
          <Fieldset.Legend>{t('scopes')}</Fieldset.Legend>
          <Stack gap="2">
            {scopes.map((scope) => (
              <Checkbox.Root key={scope} checked={chosen.includes(scope)} onCheckedChange={(c) => toggle(scope, c.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {enumLabel(ApiTokenScopeLabels, lang, scope)} <code>{scope}</code>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          <Fieldset.ErrorText>{problems.scopes}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Field.Root ids={{ control: 'api-token-expiry' }}>
          <Field.Label>{t('expiry')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
              {EXPIRY_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('days', { count: d })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <div>
          <Button type="submit" colorPalette="blue" loading={busy}>
            {t('create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
