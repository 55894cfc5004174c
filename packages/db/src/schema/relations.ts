import { relations } from 'drizzle-orm';
import { authSessions, refreshTokens, users } from './auth';
import { stoneImages, stones } from './catalog';
import { consultations, customers } from './customers';
import { uploadedFiles } from './files';
import { fabricationLeads } from './leads';
import { orderItems, orderNotes, orderStatusChanges, orders, specialPricingUses } from './orders';
import { supplierPaymentFiles, supplierPayments } from './payments';
import { specialPricingRules } from './pricing';
import { quoteItems, quotes } from './quotes';
import { showrooms } from './showrooms';
import { teamMembers } from './team';

/**
 * Relations for Drizzle's relational queries (`db.query.orders.findMany({ with: { items: true } })`).
 * They add no columns or constraints; foreign keys live in the table files.
 */

export const showroomsRelations = relations(showrooms, ({ many }) => ({
  users: many(users),
  teamMembers: many(teamMembers),
  customers: many(customers),
  orders: many(orders),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  showroom: one(showrooms, { fields: [users.showroomId], references: [showrooms.id] }),
  teamMember: one(teamMembers),
  sessions: many(authSessions),
}));

export const teamMembersRelations = relations(teamMembers, ({ one }) => ({
  showroom: one(showrooms, { fields: [teamMembers.showroomId], references: [showrooms.id] }),
  user: one(users, { fields: [teamMembers.userId], references: [users.id] }),
}));

export const authSessionsRelations = relations(authSessions, ({ one, many }) => ({
  user: one(users, { fields: [authSessions.userId], references: [users.id] }),
  refreshTokens: many(refreshTokens),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  session: one(authSessions, { fields: [refreshTokens.sessionId], references: [authSessions.id] }),
}));

export const stonesRelations = relations(stones, ({ many }) => ({
  images: many(stoneImages),
}));

export const stoneImagesRelations = relations(stoneImages, ({ one }) => ({
  stone: one(stones, { fields: [stoneImages.stoneId], references: [stones.id] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  showroom: one(showrooms, { fields: [customers.showroomId], references: [showrooms.id] }),
  quotes: many(quotes),
  orders: many(orders),
}));

export const consultationsRelations = relations(consultations, ({ one }) => ({
  customer: one(customers, { fields: [consultations.customerId], references: [customers.id] }),
  salesperson: one(teamMembers, { fields: [consultations.salespersonId], references: [teamMembers.id] }),
}));

export const quotesRelations = relations(quotes, ({ one, many }) => ({
  customer: one(customers, { fields: [quotes.customerId], references: [customers.id] }),
  createdByTeamMember: one(teamMembers, {
    fields: [quotes.createdByTeamMemberId],
    references: [teamMembers.id],
  }),
  items: many(quoteItems),
}));

export const quoteItemsRelations = relations(quoteItems, ({ one }) => ({
  quote: one(quotes, { fields: [quoteItems.quoteId], references: [quotes.id] }),
  stone: one(stones, { fields: [quoteItems.stoneId], references: [stones.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  showroom: one(showrooms, { fields: [orders.showroomId], references: [showrooms.id] }),
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  quote: one(quotes, { fields: [orders.quoteId], references: [quotes.id] }),
  placedByTeamMember: one(teamMembers, {
    fields: [orders.placedByTeamMemberId],
    references: [teamMembers.id],
  }),
  items: many(orderItems),
  notes: many(orderNotes),
  statusChanges: many(orderStatusChanges),
  supplierPayment: one(supplierPayments),
  fabricationLead: one(fabricationLeads),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  stone: one(stones, { fields: [orderItems.stoneId], references: [stones.id] }),
}));

export const orderNotesRelations = relations(orderNotes, ({ one }) => ({
  order: one(orders, { fields: [orderNotes.orderId], references: [orders.id] }),
}));

export const orderStatusChangesRelations = relations(orderStatusChanges, ({ one }) => ({
  order: one(orders, { fields: [orderStatusChanges.orderId], references: [orders.id] }),
}));

export const supplierPaymentsRelations = relations(supplierPayments, ({ one, many }) => ({
  order: one(orders, { fields: [supplierPayments.orderId], references: [orders.id] }),
  showroom: one(showrooms, { fields: [supplierPayments.showroomId], references: [showrooms.id] }),
  files: many(supplierPaymentFiles),
}));

export const supplierPaymentFilesRelations = relations(supplierPaymentFiles, ({ one }) => ({
  payment: one(supplierPayments, {
    fields: [supplierPaymentFiles.paymentId],
    references: [supplierPayments.id],
  }),
  file: one(uploadedFiles, { fields: [supplierPaymentFiles.fileId], references: [uploadedFiles.id] }),
}));

export const fabricationLeadsRelations = relations(fabricationLeads, ({ one }) => ({
  order: one(orders, { fields: [fabricationLeads.orderId], references: [orders.id] }),
  showroom: one(showrooms, { fields: [fabricationLeads.showroomId], references: [showrooms.id] }),
}));

export const specialPricingRulesRelations = relations(specialPricingRules, ({ one, many }) => ({
  showroom: one(showrooms, { fields: [specialPricingRules.showroomId], references: [showrooms.id] }),
  uses: many(specialPricingUses),
}));

export const specialPricingUsesRelations = relations(specialPricingUses, ({ one }) => ({
  rule: one(specialPricingRules, {
    fields: [specialPricingUses.ruleId],
    references: [specialPricingRules.id],
  }),
  order: one(orders, { fields: [specialPricingUses.orderId], references: [orders.id] }),
}));
