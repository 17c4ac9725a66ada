// Drizzle relations: how the tables join, for `db.query.<table>.findMany({ with: … })`. They mirror
// the foreign keys of the area files; two links between the same tables carry a relationName.
import { relations } from 'drizzle-orm';
import { bugAttachments, bugComments, bugLogs, bugs } from './bugs';
import { addresses, balances, ledger, rewards, teamScores, trades, userScores } from './coins';
import { activities, blogArticles, blogArticleTags, blogCategories, blogTags, blogVotes, businessCoefficients, settingChanges } from './content';
import { leaveMessageAttachments, leaveMessageReplies, leaveMessages, notices, staffInbox, staffInboxCursors, staffInboxReads, testReports } from './messages';
import { sessions, teamApplications, teams, uploads, users, verificationCodes } from './people';

export const usersRelations = relations(users, ({ one, many }) => ({
  team: one(teams, { fields: [users.teamId], references: [teams.id], relationName: 'member' }),
  ledTeams: many(teams, { relationName: 'leader' }),
  sessions: many(sessions),
  verificationCodes: many(verificationCodes),
  uploads: many(uploads),
  teamApplications: many(teamApplications),
  bugs: many(bugs, { relationName: 'reporter' }),
  assignedBugs: many(bugs, { relationName: 'assignee' }),
  balance: one(balances),
  ledger: many(ledger),
  scores: many(userScores),
  trades: many(trades),
  addresses: many(addresses),
  notices: many(notices),
  leaveMessages: many(leaveMessages),
  testReports: many(testReports),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: one(users, { fields: [verificationCodes.userId], references: [users.id] }),
}));

export const teamsRelations = relations(teams, ({ one, many }) => ({
  leader: one(users, { fields: [teams.leaderId], references: [users.id], relationName: 'leader' }),
  members: many(users, { relationName: 'member' }),
  applications: many(teamApplications),
  scores: many(teamScores),
}));

export const teamApplicationsRelations = relations(teamApplications, ({ one }) => ({
  team: one(teams, { fields: [teamApplications.teamId], references: [teams.id] }),
  user: one(users, { fields: [teamApplications.userId], references: [users.id] }),
}));

export const uploadsRelations = relations(uploads, ({ one }) => ({
  owner: one(users, { fields: [uploads.ownerId], references: [users.id] }),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  articles: many(blogArticles),
}));

export const blogArticlesRelations = relations(blogArticles, ({ one, many }) => ({
  category: one(blogCategories, { fields: [blogArticles.categoryId], references: [blogCategories.id] }),
  tags: many(blogArticleTags),
  votes: many(blogVotes),
}));

export const blogTagsRelations = relations(blogTags, ({ many }) => ({
  articles: many(blogArticleTags),
}));

export const blogArticleTagsRelations = relations(blogArticleTags, ({ one }) => ({
  article: one(blogArticles, { fields: [blogArticleTags.articleId], references: [blogArticles.id] }),
  tag: one(blogTags, { fields: [blogArticleTags.tagId], references: [blogTags.id] }),
}));

export const blogVotesRelations = relations(blogVotes, ({ one }) => ({
  article: one(blogArticles, { fields: [blogVotes.articleId], references: [blogArticles.id] }),
  user: one(users, { fields: [blogVotes.userId], references: [users.id] }),
}));

export const activitiesRelations = relations(activities, ({ many }) => ({
  bugs: many(bugs),
}));

export const businessCoefficientsRelations = relations(businessCoefficients, ({ many }) => ({
  bugs: many(bugs),
}));

export const settingChangesRelations = relations(settingChanges, ({ one }) => ({
  staff: one(users, { fields: [settingChanges.staffId], references: [users.id] }),
}));

export const bugsRelations = relations(bugs, ({ one, many }) => ({
  reporter: one(users, { fields: [bugs.userId], references: [users.id], relationName: 'reporter' }),
  assignee: one(users, { fields: [bugs.assigneeId], references: [users.id], relationName: 'assignee' }),
  activity: one(activities, { fields: [bugs.activityId], references: [activities.id] }),
  businessCoefficient: one(businessCoefficients, { fields: [bugs.businessCoefficientId], references: [businessCoefficients.id] }),
  duplicateOf: one(bugs, { fields: [bugs.duplicateOfId], references: [bugs.id], relationName: 'duplicate' }),
  duplicates: many(bugs, { relationName: 'duplicate' }),
  attachments: many(bugAttachments),
  comments: many(bugComments),
  logs: many(bugLogs),
  ledger: many(ledger),
}));

export const bugAttachmentsRelations = relations(bugAttachments, ({ one }) => ({
  bug: one(bugs, { fields: [bugAttachments.bugId], references: [bugs.id] }),
  upload: one(uploads, { fields: [bugAttachments.uploadId], references: [uploads.id] }),
}));

export const bugCommentsRelations = relations(bugComments, ({ one }) => ({
  bug: one(bugs, { fields: [bugComments.bugId], references: [bugs.id] }),
  author: one(users, { fields: [bugComments.userId], references: [users.id] }),
}));

export const bugLogsRelations = relations(bugLogs, ({ one }) => ({
  bug: one(bugs, { fields: [bugLogs.bugId], references: [bugs.id] }),
  operator: one(users, { fields: [bugLogs.operatorId], references: [users.id] }),
}));

export const ledgerRelations = relations(ledger, ({ one }) => ({
  user: one(users, { fields: [ledger.userId], references: [users.id] }),
  team: one(teams, { fields: [ledger.teamId], references: [teams.id] }),
  bug: one(bugs, { fields: [ledger.bugId], references: [bugs.id] }),
  trade: one(trades, { fields: [ledger.tradeId], references: [trades.id] }),
}));

export const balancesRelations = relations(balances, ({ one }) => ({
  user: one(users, { fields: [balances.userId], references: [users.id] }),
}));

export const userScoresRelations = relations(userScores, ({ one }) => ({
  user: one(users, { fields: [userScores.userId], references: [users.id] }),
}));

export const teamScoresRelations = relations(teamScores, ({ one }) => ({
  team: one(teams, { fields: [teamScores.teamId], references: [teams.id] }),
}));

export const rewardsRelations = relations(rewards, ({ many }) => ({
  trades: many(trades),
}));

export const tradesRelations = relations(trades, ({ one, many }) => ({
  user: one(users, { fields: [trades.userId], references: [users.id] }),
  reward: one(rewards, { fields: [trades.rewardId], references: [rewards.id] }),
  ledger: many(ledger),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const noticesRelations = relations(notices, ({ one }) => ({
  user: one(users, { fields: [notices.userId], references: [users.id] }),
}));

export const leaveMessagesRelations = relations(leaveMessages, ({ one, many }) => ({
  author: one(users, { fields: [leaveMessages.userId], references: [users.id] }),
  attachments: many(leaveMessageAttachments),
  replies: many(leaveMessageReplies),
}));

export const leaveMessageAttachmentsRelations = relations(leaveMessageAttachments, ({ one }) => ({
  message: one(leaveMessages, { fields: [leaveMessageAttachments.messageId], references: [leaveMessages.id] }),
  upload: one(uploads, { fields: [leaveMessageAttachments.uploadId], references: [uploads.id] }),
}));

export const leaveMessageRepliesRelations = relations(leaveMessageReplies, ({ one }) => ({
  message: one(leaveMessages, { fields: [leaveMessageReplies.messageId], references: [leaveMessages.id] }),
  author: one(users, { fields: [leaveMessageReplies.userId], references: [users.id] }),
}));

export const testReportsRelations = relations(testReports, ({ one }) => ({
  user: one(users, { fields: [testReports.userId], references: [users.id] }),
}));

export const staffInboxRelations = relations(staffInbox, ({ one, many }) => ({
  actor: one(users, { fields: [staffInbox.actorId], references: [users.id] }),
  reads: many(staffInboxReads),
}));

export const staffInboxCursorsRelations = relations(staffInboxCursors, ({ one }) => ({
  staff: one(users, { fields: [staffInboxCursors.staffId], references: [users.id] }),
}));

export const staffInboxReadsRelations = relations(staffInboxReads, ({ one }) => ({
  staff: one(users, { fields: [staffInboxReads.staffId], references: [users.id] }),
  item: one(staffInbox, { fields: [staffInboxReads.itemId], references: [staffInbox.id] }),
}));
