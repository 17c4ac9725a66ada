// Create or edit one entry in a dialog: the form's values start from the entry (or the defaults),
// are checked with the contract's validator of the body (contentCheck.ts), then sent; a refusal
// naming a field (1001) is shown under that field, any other refusal in the error modal.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../components/AppDialog';
import type { ApiResult } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { showFailure } from '../../lib/ui';
import { ContentForm } from './ContentForm';
import { contentResolver } from './contentCheck';
import { bodyOf, fieldOfRefusal, valuesOf, type ContentResource, type FormValues } from './resource';
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
  const form = useForm<FormValues>({
    defaultValues: valuesOf(resource.fields, item ?? undefined),
    resolver: contentResolver(resource, editing, (problem) => t(`validation.${problem.key}`, problem.values)),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const problems = Object.fromEntries(Object.entries(form.formState.errors).map(([name, error]) => [name, String(error?.message ?? '')]));
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const formId = `content-${resource.key}`;

  const change = (name: string, value: FormValues[string]) => {
    form.setValue(name, value);
    form.clearErrors(name);
  };

  const send = async (checked: FormValues) => {
    setBusy(true);
    const result = await save({ id: item?.id ?? null, body: bodyOf(resource.fields, checked, editing) });
    setBusy(false);
    if (!result.ok) {
      const field =
        result.retcode === Retcode.InvalidField
          ? fieldOfRefusal(
              result.retmsg,
              resource.fields.map((f) => f.name),
            )
          : null;
      if (field) return form.setError(field, { type: 'server', message: result.retmsg });
      return showFailure(result, t('common:unknownError'));
    }
    notifySuccess(t(editing ? 'saved' : 'created'));
    onClose();
  };

  // The first field with a problem, in the form's order, takes the focus.
  const refused = (errors: Record<string, unknown>) => {
    const first = resource.fields.find((f) => f.name in errors);
    if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
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
        onSubmit={() => void form.handleSubmit(send, refused)()}
        onBusyChange={(name, b) => setUploading((u) => ({ ...u, [name]: b }))}
      />
    </AppDialog>
  );
}
