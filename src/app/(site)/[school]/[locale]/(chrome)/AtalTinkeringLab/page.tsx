import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('AtalTinkeringLab')

export { generateMetadata }
export default Page
