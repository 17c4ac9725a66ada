// The table of each content resource: its calls (api.ts), its fields with the contract's limits
// (openapi: Admin*Form), its columns and how an entry is named. The generic screen does the rest.
import { Badge, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActivityStateLabels, AnnouncementTypeLabels, AreaTypeLabels, RewardTypeLabels } from '@generated/enums';
import {
  AdminActivityFormLimits,
  AdminAnnouncementFormLimits,
  AdminBannerFormLimits,
  AdminBlogArticleFormLimits,
  AdminBlogCategoryFormLimits,
  AdminBusinessCoefficientFormLimits,
  AdminFaqFormLimits,
  AdminRewardFormLimits,
} from '@generated/limits';
import { validate as validateBannerForm } from '@generated/validators/AdminBannerForm';
import { validate as validateAnnouncementForm } from '@generated/validators/AdminAnnouncementForm';
import { validate as validateBlogArticleForm } from '@generated/validators/AdminBlogArticleForm';
import { validate as validateBlogCategoryForm } from '@generated/validators/AdminBlogCategoryForm';
import { validate as validateActivityForm } from '@generated/validators/AdminActivityForm';
import { validate as validateRewardForm } from '@generated/validators/AdminRewardForm';
import { validate as validateRewardUpdateForm } from '@generated/validators/AdminRewardUpdateForm';
import { validate as validateFaqForm } from '@generated/validators/AdminFaqForm';
import { validate as validateBusinessCoefficientForm } from '@generated/validators/AdminBusinessCoefficientForm';
import { enumLabel } from '../../lib/language/enumLabel';
import { formatTimestamp, truncate } from '../../lib/formats';
import type { Lang } from '../../lib/language/language';
import {
  activityApi,
  announcementApi,
  articleApi,
  bannerApi,
  categoryApi,
  coefficientApi,
  faqApi,
  giftApi,
  useCategoryOptions,
  type Activity,
  type ActivityForm,
  type Announcement,
  type AnnouncementForm,
  type Article,
  type ArticleForm,
  type Banner,
  type BannerForm,
  type Category,
  type CategoryForm,
  type Coefficient,
  type CoefficientForm,
  type Faq,
  type FaqForm,
  type Gift,
  type GiftForm,
} from './api';
import { GiftStockAction } from './GiftStockAction';
import { fromLocalInput, type ContentResource, type SelectOption } from './resource';

const enumOptions =
  (labels: Record<Lang, Record<string, string>>) =>
  (lang: Lang): SelectOption[] =>
    Object.entries(labels[lang]).map(([value, label]) => ({ value, label }));

const thumbnail = (src: string) => (src ? <Image src={src} alt="" h="10" maxW="32" objectFit="contain" /> : null);
function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation('adminContent');
  return <Badge colorPalette={on ? 'green' : 'gray'}>{t(on ? 'yes' : 'no')}</Badge>;
}
const clipped = (text: string, max = 40) => (
  <Text title={text} lineClamp={1}>
    {truncate(text, max)}
  </Text>
);

export const banners: ContentResource<Banner, BannerForm> = {
  key: 'banners',
  validate: validateBannerForm,
  ...bannerApi,
  fields: [
    { name: 'imgurl', kind: 'image', required: true, maxLength: AdminBannerFormLimits.imgurl.maxLength, hint: true },
    { name: 'linkurl', kind: 'url', required: true, maxLength: AdminBannerFormLimits.linkurl.maxLength, hint: true },
    { name: 'sort', kind: 'number', integer: true, min: AdminBannerFormLimits.sort.minimum, max: AdminBannerFormLimits.sort.maximum, initial: '0' },
    { name: 'enabled', kind: 'switch', initial: true },
  ],
  columns: [
    { key: 'imgurl', render: (b) => thumbnail(b.imgurl) },
    { key: 'linkurl', render: (b) => clipped(b.linkurl) },
    { key: 'sort', render: (b) => b.sort },
    { key: 'enabled', render: (b) => <YesNo on={b.enabled} /> },
    { key: 'createTime', render: (b) => b.createTime },
  ],
  title: (b) => b.linkurl,
};

export const announcements: ContentResource<Announcement, AnnouncementForm> = {
  key: 'announcements',
  validate: validateAnnouncementForm,
  ...announcementApi,
  fields: [
    { name: 'title', kind: 'text', required: true, maxLength: AdminAnnouncementFormLimits.title.maxLength },
    { name: 'type', kind: 'select', required: true, numeric: true, options: enumOptions(AnnouncementTypeLabels) },
    { name: 'abstract', kind: 'textarea', maxLength: AdminAnnouncementFormLimits.abstract.maxLength, hint: true },
    { name: 'content', kind: 'rich', required: true, maxLength: AdminAnnouncementFormLimits.content.maxLength },
  ],
  columns: [
    { key: 'title', render: (a) => clipped(a.title) },
    { key: 'type', render: (a) => a.typeText },
    { key: 'createTime', render: (a) => a.createTime },
  ],
  title: (a) => a.title,
};

export const blogs: ContentResource<Article, ArticleForm> = {
  key: 'blogs',
  validate: validateBlogArticleForm,
  ...articleApi,
  fields: [
    { name: 'title', kind: 'text', required: true, maxLength: AdminBlogArticleFormLimits.title.maxLength },
    { name: 'categoryId', kind: 'select', required: true, numeric: true, useOptions: useCategoryOptions },
    { name: 'imgurl', kind: 'image', maxLength: AdminBlogArticleFormLimits.imgurl.maxLength },
    { name: 'author', kind: 'text', maxLength: AdminBlogArticleFormLimits.author.maxLength, hint: true },
    { name: 'tags', kind: 'tags', maxItems: AdminBlogArticleFormLimits.tags.maxItems, maxLength: AdminBlogArticleFormLimits.tags.items.maxLength, hint: true },
    { name: 'abstract', kind: 'textarea', maxLength: AdminBlogArticleFormLimits.abstract.maxLength, hint: true },
    { name: 'top', kind: 'switch' },
    { name: 'content', kind: 'rich', required: true, maxLength: AdminBlogArticleFormLimits.content.maxLength },
  ],
  columns: [
    { key: 'title', render: (a) => clipped(a.title) },
    { key: 'categoryId', render: (a) => a.category },
    { key: 'tags', render: (a) => a.tags.join(', ') },
    { key: 'top', render: (a) => <YesNo on={a.top} /> },
    { key: 'viewCnt', render: (a) => a.viewCnt },
    { key: 'createTime', render: (a) => a.createTime },
  ],
  title: (a) => a.title,
};

export const blogCategories: ContentResource<Category, CategoryForm> = {
  key: 'blogCategories',
  validate: validateBlogCategoryForm,
  ...categoryApi,
  fields: [{ name: 'name', kind: 'text', required: true, maxLength: AdminBlogCategoryFormLimits.name.maxLength }],
  columns: [
    { key: 'name', render: (c) => c.name },
    { key: 'articleCount', render: (c) => c.articleCount },
  ],
  title: (c) => c.name,
};

export const activities: ContentResource<Activity, ActivityForm> = {
  key: 'activities',
  validate: validateActivityForm,
  ...activityApi,
  fields: [
    { name: 'title', kind: 'text', required: true, maxLength: AdminActivityFormLimits.title.maxLength },
    { name: 'imgurl', kind: 'image', maxLength: AdminActivityFormLimits.imgurl.maxLength, hint: true },
    { name: 'startTime', kind: 'datetime', required: true },
    { name: 'endTime', kind: 'datetime', required: true },
    { name: 'requirement', kind: 'textarea', maxLength: AdminActivityFormLimits.requirement.maxLength, hint: true },
    { name: 'multiplier', kind: 'number', min: AdminActivityFormLimits.multiplier.minimum, max: AdminActivityFormLimits.multiplier.maximum, initial: '1', hint: true },
    { name: 'enabled', kind: 'switch', initial: true },
    { name: 'crowdTesting', kind: 'switch' },
    { name: 'content', kind: 'rich', required: true, maxLength: AdminActivityFormLimits.content.maxLength },
  ],
  // The server refuses an end that is not after the start (1001 on endTime): say so before sending.
  check: (v) => (fromLocalInput(String(v.endTime)) <= fromLocalInput(String(v.startTime)) ? { endTime: 'endAfterStart' } : {}),
  columns: [
    { key: 'title', render: (a) => clipped(a.title) },
    { key: 'period', render: (a) => `${formatTimestamp(a.startTime)} ~ ${formatTimestamp(a.endTime)}` },
    { key: 'state', render: (a, lang) => enumLabel(ActivityStateLabels, lang, a.state) },
    { key: 'multiplier', render: (a) => `×${a.multiplier}` },
    { key: 'enabled', render: (a) => <YesNo on={a.enabled} /> },
  ],
  title: (a) => a.title,
};

export const gifts: ContentResource<Gift, GiftForm> = {
  key: 'gifts',
  validate: validateRewardForm,
  validateEdit: validateRewardUpdateForm,
  ...giftApi,
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: AdminRewardFormLimits.name.maxLength },
    { name: 'pic', kind: 'image', required: true, maxLength: AdminRewardFormLimits.pic.maxLength },
    { name: 'type', kind: 'select', required: true, options: enumOptions(RewardTypeLabels) },
    { name: 'area', kind: 'select', required: true, options: enumOptions(AreaTypeLabels) },
    { name: 'price', kind: 'number', required: true, integer: true, min: AdminRewardFormLimits.price.minimum, max: AdminRewardFormLimits.price.maximum, hint: true },
    // A saved gift's stock changes only through the stock operation (relative, safe while
    // researchers exchange it); the replace form still carries the stock last read.
    { name: 'num', kind: 'number', required: true, integer: true, min: AdminRewardFormLimits.num.minimum, max: AdminRewardFormLimits.num.maximum, fixedOnEdit: true },
    { name: 'description', kind: 'rich', maxLength: AdminRewardFormLimits.description.maxLength },
  ],
  columns: [
    { key: 'pic', render: (g) => thumbnail(g.pic) },
    { key: 'name', render: (g) => clipped(g.name) },
    { key: 'type', render: (g, lang) => enumLabel(RewardTypeLabels, lang, g.type) },
    { key: 'area', render: (g, lang) => enumLabel(AreaTypeLabels, lang, g.area) },
    { key: 'price', render: (g) => g.price },
    { key: 'num', render: (g) => g.num },
  ],
  title: (g) => g.name,
  rowAction: { operation: 'POST /v2/admin/api/reward/{id}/stock', Action: GiftStockAction },
};

export const faq: ContentResource<Faq, FaqForm> = {
  key: 'faq',
  validate: validateFaqForm,
  ...faqApi,
  fields: [
    { name: 'question', kind: 'text', required: true, maxLength: AdminFaqFormLimits.question.maxLength },
    { name: 'answer', kind: 'rich', required: true, maxLength: AdminFaqFormLimits.answer.maxLength, hint: true },
  ],
  columns: [
    { key: 'question', render: (f) => clipped(f.question, 60) },
    { key: 'createTime', render: (f) => f.createTime },
  ],
  title: (f) => f.question,
};

export const coefficients: ContentResource<Coefficient, CoefficientForm> = {
  key: 'coefficients',
  validate: validateBusinessCoefficientForm,
  ...coefficientApi,
  fields: [
    { name: 'business', kind: 'text', required: true, maxLength: AdminBusinessCoefficientFormLimits.business.maxLength },
    {
      name: 'coefficient',
      kind: 'number',
      required: true,
      min: AdminBusinessCoefficientFormLimits.coefficient.minimum,
      max: AdminBusinessCoefficientFormLimits.coefficient.maximum,
      hint: true,
    },
    { name: 'description', kind: 'textarea', maxLength: AdminBusinessCoefficientFormLimits.description.maxLength },
  ],
  columns: [
    { key: 'business', render: (c) => c.business },
    { key: 'coefficient', render: (c) => c.coefficient },
    { key: 'description', render: (c) => clipped(c.description, 60) },
  ],
  title: (c) => c.business,
};
