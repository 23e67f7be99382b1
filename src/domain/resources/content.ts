// /admin/general-information, /admin/news and /admin/user (docs/product.md#routes, #roles).
import { ROLE_OPTIONS } from './enums.ts';
import { defineResource, f } from './fields.ts';
import type { ResourceDeclaration } from './types.ts';

const content = { group: 'content', permission: 'content.edit', labelField: 'title' } as const;

const published = () => [
  f.boolean('published', 'Published', { help: 'Only published entries are shown in the internal area.' }),
  f.dateTime('publishedAt', 'Publication date', {
    optional: true,
    help: 'Shown with the entry; set to now when it is first published without one.',
  }),
];

export const CONTENT_RESOURCES: ResourceDeclaration[] = [
  defineResource({
    key: 'general-information',
    title: 'General information',
    singular: 'information page',
    ...content,
    fields: [
      f.text('title', 'Title'),
      f.slug('slug', 'Slug', { help: 'The page address: /general-information/<slug>.' }),
      f.richText('text', 'Text'),
      f.integer('sortOrder', 'Sort order', { min: -1_000_000, max: 1_000_000 }),
      ...published(),
    ],
  }),
  defineResource({
    key: 'news',
    title: 'News',
    singular: 'news article',
    ...content,
    fields: [f.text('title', 'Title'), f.slug('slug', 'Slug'), f.richText('text', 'Text'), ...published()],
    list: {
      defaultOrder: [
        { field: 'publishedAt', direction: 'desc' },
        { field: 'title', direction: 'asc' },
      ],
    },
  }),
];

/**
 * Users. Who may give which role is `canManageRole` of
 * src/domain/permissions.ts; the server enforces it, and keeps the last development user.
 */
export const USERS_RESOURCE: ResourceDeclaration = defineResource({
  key: 'users',
  title: 'Users',
  singular: 'user',
  group: 'users',
  permission: 'users.manage',
  fields: [
    f.text('name', 'Name'),
    f.email('email', 'E-mail'),
    f.enumOf('role', 'Role', ROLE_OPTIONS, { defaultValue: 'sales' }),
    f.boolean('disabled', 'Disabled', { help: 'A disabled user is signed out on the next request.' }),
    f.boolean('tradeFairModeEnabled', 'Trade-fair mode'),
    f.pin('tradeFairPin', 'Trade-fair PIN', {
      optional: true,
      help: 'Needed for trade-fair mode. Leave empty to keep the current PIN.',
    }),
    f.password('password', 'Initial password', {
      createOnly: true,
      help: 'Tell it to the user; they can change it on their account page.',
      changeHint:
        'To give the user a new password, use the password reset: POST /api/admin/users/{id}/password.',
    }),
  ],
  readOnlyFields: [
    f.dateTime('lastSignedInAt', 'Last sign-in', {
      optional: true,
      emptyLabel: 'Never',
      help: 'Recorded at each sign-in, by password or e-mail link.',
    }),
  ],
  operations: { create: true, update: true, delete: false },
  list: { columns: ['name', 'email', 'role', 'disabled', 'tradeFairModeEnabled', 'lastSignedInAt'] },
  xlsxColumns: [],
});
