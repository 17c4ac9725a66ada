// The roles to give someone, each with what it allows: the invitation and the role change use it.
import { Box, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaffRole, StaffRoleLabels } from '@generated/enums';
import { useEnumLabel } from '../components/useEnumLabel';

const ROLES = Object.values(StaffRole);

export function RoleChoices({ value, onChange, error }: { value: StaffRole[]; onChange: (roles: StaffRole[]) => void; error?: string }) {
  const { t } = useTranslation('adminStaff');
  const label = useEnumLabel();
  const toggle = (role: StaffRole, on: boolean) => onChange(ROLES.filter((r) => (r === role ? on : value.includes(r))));
  return (
    <Box role="group" aria-labelledby="staff-roles-legend" aria-describedby={error ? 'staff-roles-error' : undefined}>
      <Text id="staff-roles-legend" fontSize="sm" fontWeight="medium" mb="2">
        {t('roles.legend')}
      </Text>
      <Stack gap="2">
        {ROLES.map((role) => (
          <Checkbox.Root key={role} size="sm" alignItems="flex-start" checked={value.includes(role)} onCheckedChange={(d) => toggle(role, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" fontWeight="medium">
                {label(StaffRoleLabels, role)}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                {t(`roles.help.${role}`)}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && (
        <Text id="staff-roles-error" color="fg.error" fontSize="xs" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
