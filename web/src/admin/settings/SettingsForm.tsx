// The rules form: every configurable rule with its current value, checked here as the server checks
// it before anything is sent; saving asks for a confirmation that lists each change (old → new) and
// sends only the rules that changed. A refusal naming a field (1001) is shown by that field. A member
// whose roles may not save reads the same values, read-only, without the buttons.
import { useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, Field, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BugLevelLabels, HonourLevelLabels, SettingKeyLabels, SlaClockKeyLabels, StaffRoleLabels, type SettingKey, type StaffRole } from '@generated/enums';
import type { components } from '@generated/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { useEnumLabel, useEnumOptions } from '../components/useEnumLabel';
import { useStaffCan } from '../components/useStaffCan';
import { useUpdateSettings } from './api';
import {
  bodyOf,
  changedRules,
  checkDraft,
  draftOf,
  fieldOfMessage,
  HONOUR_FIELDS,
  LEVEL_MAX_FIELDS,
  LEVEL_MIN_FIELDS,
  NUMBER_FIELDS,
  NUMBER_MINIMUMS,
  PRIZE_FIELDS,
  rulesOf,
  SLA_FIELDS,
  slaInputs,
  type Rules,
} from './rules';
import { SettingsConfirmDialog } from './SettingsConfirmDialog';
import { Retcode } from '@generated/enums';

type Settings = components['schemas']['AdminSettings'];

export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('adminSettings');
  const label = useEnumLabel();
  const roles = useEnumOptions(StaffRoleLabels);
  const save = useUpdateSettings();
  const readOnly = !useStaffCan()('PUT /v2/admin/api/settings');
  const current = rulesOf(settings);
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState('');
  const [pending, setPending] = useState<{ rules: Rules; changed: SettingKey[] } | null>(null);

  const setNumber = (field: string, value: string) => setDraft((d) => ({ ...d, numbers: { ...d.numbers, [field]: value } }));

  const review = () => {
    setFormMessage('');
    const checked = checkDraft(draft);
    if (checked.problems) {
      setProblems(Object.fromEntries(Object.entries(checked.problems).map(([field, p]) => [field, t(`problem.${p.key}`, p.values)])));
      return;
    }
    setProblems({});
    const changed = changedRules(current, checked.rules);
    if (changed.length === 0) return setFormMessage(t('nothingChanged'));
    setPending({ rules: checked.rules, changed });
  };

  const reset = () => {
    setDraft(draftOf(settings));
    setProblems({});
    setFormMessage('');
  };

  const confirm = async () => {
    if (!pending) return;
    const result = await save.mutateAsync(bodyOf(pending.rules, pending.changed));
    setPending(null);
    if (!result.ok) {
      if (result.retcode !== Retcode.InvalidField) return showFailure(result, t('common:unknownError'));
      const field = fieldOfMessage(result.retmsg);
      if (field) setProblems({ [field]: result.retmsg });
      else setFormMessage(result.retmsg || t('common:unknownError'));
      return;
    }
    notifySuccess(t('saved'));
  };

  const numberField = (field: string, text: string) => (
    <Field.Root key={field} invalid={Boolean(problems[field])} ids={{ control: `setting-${field.replace('.', '-')}` }}>
      <Field.Label fontSize="sm">{text}</Field.Label>
      <Input
        size="sm"
        type="number"
        min={NUMBER_MINIMUMS[field] ?? 0}
        max={NUMBER_FIELDS[field]}
        step={1}
        readOnly={readOnly}
        value={draft.numbers[field] ?? ''}
        onChange={(e) => setNumber(field, e.currentTarget.value)}
      />
      <Field.ErrorText color="red.700">{problems[field]}</Field.ErrorText>
    </Field.Root>
  );
  const section = (key: SettingKey, help: string, body: ReactNode) => (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="legend" size="sm" px="1">
        {label(SettingKeyLabels, key)}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="3">
        {help}
      </Text>
      {body}
    </Box>
  );

  return (
    <Stack gap="4">
      {section(
        'honourThresholds',
        t('help.honourThresholds'),
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {HONOUR_FIELDS.map((f, i) => numberField(f, t('form.honour', { level: label(HonourLevelLabels, i + 1) })))}
        </SimpleGrid>,
      )}
      {section(
        'levelCoins',
        t('help.levelCoins'),
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
          {LEVEL_MIN_FIELDS.map((f, i) => (
            <Stack key={f} gap="2">
              {numberField(f, t('form.levelMin', { level: label(BugLevelLabels, i) }))}
              {numberField(LEVEL_MAX_FIELDS[i]!, t('form.levelMax', { level: label(BugLevelLabels, i) }))}
            </Stack>
          ))}
        </SimpleGrid>,
      )}
      {section(
        'monthlyPrize',
        t('help.monthlyPrize'),
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {PRIZE_FIELDS.map((f, i) => numberField(f, t(`form.prize${i + 1}`)))}
          {numberField('prizeMinimum', t('form.prizeMinimum'))}
        </SimpleGrid>,
      )}
      {section('teamChangeMonths', t('help.teamChangeMonths'), <Box maxW="48">{numberField('teamChangeMonths', t('form.teamChangeMonths'))}</Box>)}
      {section('urgeAfterDays', t('help.urgeAfterDays'), <Box maxW="48">{numberField('urgeAfterDays', t('form.urgeAfterDays'))}</Box>)}
      {section(
        'recheck',
        t('help.recheck'),
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {numberField('recheckDays', t('form.recheckDays'))}
          {numberField('recheckRewardCoins', t('form.recheckRewardCoins'))}
        </SimpleGrid>,
      )}
      {section(
        'slaTargets',
        t('help.slaTargets'),
        <Stack gap="3">
          {SLA_FIELDS.map(([field, clock]) => (
            // A group per clock: its legend names the clock the five level inputs belong to.
            <Box as="fieldset" key={field}>
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                {label(SlaClockKeyLabels, clock)}
              </Text>
              <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
                {slaInputs(field).map((f, i) => numberField(f, t('form.slaHours', { level: label(BugLevelLabels, i) })))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>,
      )}
      {section(
        'requirePhoneForBug',
        t('help.requirePhoneForBug'),
        <Checkbox.Root readOnly={readOnly} checked={draft.requirePhoneForBug} onCheckedChange={(e) => setDraft((d) => ({ ...d, requirePhoneForBug: e.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.requirePhoneForBug')}</Checkbox.Label>
        </Checkbox.Root>,
      )}
      {section(
        'staffSecondFactorRequired',
        t('help.staffSecondFactorRequired'),
        <Checkbox.Root readOnly={readOnly} checked={draft.staffSecondFactorRequired} onCheckedChange={(e) => setDraft((d) => ({ ...d, staffSecondFactorRequired: e.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.staffSecondFactorRequired')}</Checkbox.Label>
        </Checkbox.Root>,
      )}
      {section('staffInvitationDays', t('help.staffInvitationDays'), <Box maxW="48">{numberField('staffInvitationDays', t('form.staffInvitationDays'))}</Box>)}
      {section(
        'ssoAllowedDomains',
        t('help.ssoAllowedDomains'),
        <Field.Root invalid={Boolean(problems.ssoAllowedDomains)} ids={{ control: 'setting-ssoAllowedDomains' }}>
          <Field.Label fontSize="sm">{t('form.ssoAllowedDomains')}</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            readOnly={readOnly}
            placeholder="corp.example.com, example.org"
            value={draft.ssoDomains}
            onChange={(e) => {
              const ssoDomains = e.currentTarget.value;
              setDraft((d) => ({ ...d, ssoDomains }));
            }}
          />
          <Field.ErrorText color="red.700">{problems.ssoAllowedDomains}</Field.ErrorText>
        </Field.Root>,
      )}
      {section(
        'ssoDefaultRole',
        t('help.ssoDefaultRole'),
        <Field.Root maxW="64" ids={{ control: 'setting-ssoDefaultRole' }}>
          <Field.Label fontSize="sm">{t('form.ssoDefaultRole')}</Field.Label>
          <NativeSelect.Root size="sm" disabled={readOnly}>
            <NativeSelect.Field
              value={draft.ssoDefaultRole}
              onChange={(e) => {
                const ssoDefaultRole = e.currentTarget.value as StaffRole;
                setDraft((d) => ({ ...d, ssoDefaultRole }));
              }}
            >
              {roles.map((role) => (
                <option key={role.value} value={role.value}>
                  {role.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>,
      )}
      {section(
        'ssoRequiredForStaff',
        t('help.ssoRequiredForStaff'),
        <Checkbox.Root readOnly={readOnly} checked={draft.ssoRequiredForStaff} onCheckedChange={(e) => setDraft((d) => ({ ...d, ssoRequiredForStaff: e.checked === true }))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.ssoRequiredForStaff')}</Checkbox.Label>
        </Checkbox.Root>,
      )}
      {section(
        'regulatorClock',
        t('help.regulatorClock'),
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" alignItems="end">
          <Checkbox.Root readOnly={readOnly} checked={draft.regulatorClockEnabled} onCheckedChange={(e) => setDraft((d) => ({ ...d, regulatorClockEnabled: e.checked === true }))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.regulatorClockEnabled')}</Checkbox.Label>
          </Checkbox.Root>
          <Box maxW="48">{numberField('regulatorClockHours', t('form.regulatorClockHours'))}</Box>
        </SimpleGrid>,
      )}
      {formMessage && (
        <Text role="alert" color="orange.800">
          {formMessage}
        </Text>
      )}
      {!readOnly && (
        <HStack>
          <Button colorPalette="blue" onClick={review}>
            {t('save')}
          </Button>
          <Button variant="outline" onClick={reset}>
            {t('reset')}
          </Button>
        </HStack>
      )}
      {pending && (
        <SettingsConfirmDialog before={current} after={pending.rules} changed={pending.changed} busy={save.isPending} onConfirm={() => void confirm()} onClose={() => setPending(null)} />
      )}
    </Stack>
  );
}
