export { queryKeys } from './query-keys';
export { useAdminDashboard } from './dashboard/use-admin-dashboard';
export { useTamirciDashboard } from './dashboard/use-tamirci-dashboard';
export { useCompanies } from './companies/use-companies';
export { useCreateCompany } from './companies/use-create-company';
export { useCompany } from './companies/use-company';
export { useDriverStatistics, useDrivers } from './drivers/use-drivers';
export { useRepairShops } from './repair-shops/use-repair-shops';
export { useRepairShopPage } from './repair-shops/use-repair-shop-page';
export { useRepairShopStatistics } from './repair-shops/use-repair-shop-statistics';
export { useSaveRepairShop, type SaveRepairShopInput } from './repair-shops/use-save-repair-shop';
export { useDeleteRepairShop } from './repair-shops/use-delete-repair-shop';
export { useSettings } from './settings/use-settings';
export { useRecordPublicBaseUrl, useSaveSettings, useSaveSmsSettings } from './settings/use-save-settings';
export { useChangePassword, useSettingsTestEmail, useSmsSettings, useSystemInfo } from './settings/use-settings-extra';
export { useBackups } from './backups/use-backups';
export { useCreateBackup } from './backups/use-create-backup';
export { useRestoreBackup } from './backups/use-restore-backup';
export { useRepairFormPage } from './repair-forms/use-repair-form-page';
export { useRepairForm } from './repair-forms/use-repair-form';
export { useVehicleForms } from './repair-forms/use-vehicle-forms';
export { useCreateRepairForm } from './repair-forms/use-create-repair-form';
export { useDeleteRepairForm } from './repair-forms/use-delete-repair-form';
export { useSendRepairForm } from './repair-forms/use-send-repair-form';
export { useCreateFormLink } from './repair-forms/use-create-form-link';
export { useDownloadRepairFormPdf } from './repair-forms/use-download-repair-form-pdf';
export { useSignRepairForm } from './repair-forms/use-sign-repair-form';
export { useVehicle } from './vehicles/use-vehicle';
export { useVehicles } from './vehicles/use-vehicles';
export { useVehicleByPlate } from './vehicles/use-vehicle-by-plate';
export { useSaveVehicle } from './vehicles/use-save-vehicle';
export { useDeleteVehicle } from './vehicles/use-delete-vehicle';
export { useUserPage } from './users/use-user-page';
export { useUserStatistics } from './users/use-user-statistics';
export { useSaveUser, useToggleUserStatus, useDeleteUser, type SaveUserInput } from './users/use-user-mutations';
export { useCompanyPage, useCompanyStatistics, useCompanyVehicles, useUpdateCompany, useDeleteCompany } from './companies/use-company-admin';
export { useNotificationPage, useNotificationStatistics, useResendNotification, useSendTestNotification } from './notifications/use-notifications';
export { useLogSearch } from './system-logs/use-log-search';
export { useLog } from './system-logs/use-log';
export { useLogStatistics } from './system-logs/use-log-statistics';
export { useExportLogs } from './system-logs/use-export-logs';
export { useCleanLogs } from './system-logs/use-clean-logs';
export { useSettingsLogs } from './system-logs/use-settings-logs';
export { useRepairItems, useSaveRepairItems } from './repair-work/use-repair-items';
export { useChangeRepairStatus, useRepairFormHistory, useSendRepairEstimate } from './repair-work/use-repair-status';
export { useDeleteFormPhoto, useFormPhotoImage, useFormPhotos, useUploadFormPhoto } from './form-photos/use-form-photos';
export { kvkkKeys } from './kvkk/kvkk-keys';
export { useKvkkMatches, useKvkkRequest, useKvkkRequests, useRegisterKvkkRequest, useSetKvkkRequestState } from './kvkk/use-kvkk-requests';
export {
  useAnswerKvkkRequest,
  useCorrectKvkkPerson,
  useDownloadKvkkAnswerLetter,
  useDownloadKvkkInventory,
  useEraseKvkkPerson,
  useExportKvkkDestructionLog,
  useExportKvkkRequest,
  useVerifyKvkkRequest,
} from './kvkk/use-kvkk-actions';
export {
  useKvkkDestructionLog,
  useKvkkNotice,
  useKvkkNoticeVersions,
  useKvkkSettings,
  useSaveKvkkSettings,
  useSaveShopKvkk,
  useShopKvkk,
} from './kvkk/use-kvkk-settings';
export { reminderKeys } from './reminders/reminder-keys';
export {
  useCompleteReminder,
  useCreateReminder,
  useDeleteReminder,
  useReminderPage,
  useReminderSummary,
  useSaveDeferredReminders,
  useUpdateReminder,
  useVehicleReminders,
} from './reminders/use-reminders';
export { useSellerDetails, useSaveSellerDetails } from './invoices/use-seller-details';
export {
  useCreateInvoice,
  useDownloadInvoiceExport,
  useDownloadInvoiceFile,
  useFormInvoices,
  useInvoice,
  useInvoicePage,
  useReturnInvoice,
} from './invoices/use-invoices';
