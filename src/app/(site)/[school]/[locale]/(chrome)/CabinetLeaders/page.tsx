import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('CabinetLeaders')

export { generateMetadata }
export default Page
