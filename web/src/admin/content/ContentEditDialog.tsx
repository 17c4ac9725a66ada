// Create or edit one entry in a dialog: the form's values start from the entry (or the defaults),
// are checked against the contract's limits, then sent; a refusal naming a field (1001) is shown
// under that field, any other refusal in the error modal.
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import type { ApiResult } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ContentForm } from './ContentForm';
import { bodyOf, checkValues, fieldOfRefusal, valuesOf, type ContentResource, type FormValues } from './resource';
import { Retcode } from '@generated/enums';

export interface ContentEditDialogProps<Item extends { id: number }, Form> {
  resource: ContentResource<Item, Form>;
  /** The entry being edited, or null for a new one. */
  item: Item | null;
  onClose: () => void;
  save: (vars: { id: number | null; body: Form }) => Promise<ApiResult<unknown>>;
}

export function ContentEditDialog<Item extends { id: number }, Form>({ resource, item, onClose, save }: ContentEditDialogProps<Item, Form>) {
  const { t } = useTranslation('adminContent');
  const editing = item !== null;
  const [values, setValues] = useState<FormValues>(() => valuesOf(resource.fields, item ?? undefined));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const formId = `content-${resource.key}`;

  const change = (name: string, value: FormValues[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => {
      const { [name]: _gone, ...rest } = p;
      return rest;
    });
  };

  const submit = async () => {
    const found = checkValues(resource.fields, values, editing);
    const translated: Record<string, string> = {};
    for (const [name, problem] of Object.entries(found)) translated[name] = t(`validation.${problem.key}`, problem.values);
    if (!Object.keys(found).length) for (const [name, key] of Object.entries(resource.check?.(values) ?? {})) if (key) translated[name] = t(`validation.${key}`);
    setProblems(translated);
    const first = Object.keys(translated)[0];
    if (first) return document.getElementById(`${formId}-${first}`)?.focus();
    setBusy(true);
    const result = await save({ id: item?.id ?? null, body: bodyOf(resource.fields, values, editing) });
    setBusy(false);
    if (!result.ok) {
      const field =
        result.retcode === Retcode.InvalidField
          ? fieldOfRefusal(
              result.retmsg,
              resource.fields.map((f) => f.name),
            )
          : null;
      if (field) return setProblems({ [field]: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t(editing ? 'saved' : 'created'));
    onClose();
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      size="xl"
      title={t(editing ? 'editTitle' : 'createTitle', { what: t(`${resource.key}.one`) })}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form={formId} colorPalette="blue" loading={busy} disabled={Object.values(uploading).some(Boolean)}>
            {t('form.save')}
          </Button>
        </HStack>
      }
    >
      <ContentForm
        formId={formId}
        resourceKey={resource.key}
        fields={resource.fields}
        values={values}
        onChange={change}
        problems={problems}
        editing={editing}
        onSubmit={() => void submit()}
        onBusyChange={(name, b) => setUploading((u) => ({ ...u, [name]: b }))}
      />
    </AppDialog>
  );
}
