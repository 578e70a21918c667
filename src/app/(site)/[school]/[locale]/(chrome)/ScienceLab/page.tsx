import { editablePage } from '@/components/EditablePage'

const { Page, generateMetadata } = editablePage('ScienceLab')

export { generateMetadata }
export default Page
