// A blog tag: a link to the list of the articles with that tag (`/blog/list?tagId=N`), from a card
// or an article alike, so the filter survives a reload and can be shared.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/AppLink';

export function BlogTag({ tag }: { tag: { id: number; name: string } }) {
  const { t } = useTranslation('blog');
  return (
    <Badge asChild variant="outline" _hover={{ bg: 'blue.50' }}>
      <AppLink href={`/blog/list?tagId=${tag.id}`} aria-label={t('tagLink', { name: tag.name })}>
        {tag.name}
      </AppLink>
    </Badge>
  );
}
