import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('ComputerLab')

export { generateMetadata }
export default Page
