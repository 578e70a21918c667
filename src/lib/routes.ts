/**
 * The school's own editable pages, keyed by their SPEC §2 route names. The site, the seed and the
 * admin's page picker all read this one list.
 */
export const PAGE_ROUTES = {
  AboutUs: { title: 'About Us', section: 'About' },
  VisionMission: { title: 'Vision and Mission', section: 'About' },
  PrincipalMessage: { title: "Principal's Message", section: 'About' },
  CabinetLeaders: { title: 'Cabinet Leaders', section: 'About' },
  Admission: { title: 'Admission', section: 'Academics' },
  AtalTinkeringLab: { title: 'Atal Tinkering Lab', section: 'Facilities' },
  BasketballCourt: { title: 'Basketball Court', section: 'Facilities' },
  CoCurricularActivities: { title: 'Co-Curricular Activities', section: 'Facilities' },
  ComputerLab: { title: 'Computer Lab', section: 'Facilities' },
  PlayGround: { title: 'Play Ground', section: 'Facilities' },
  ScienceLab: { title: 'Science Lab', section: 'Facilities' },
  Academics: { title: 'Academics', section: 'Academics' },
  Fee: { title: 'Fee', section: 'Academics' },
  ErpSoftware: { title: 'ERP Software', section: 'Help' },
  Pphelp: { title: 'Parent Portal Help', section: 'Help' },
  Career: { title: 'Career', section: 'Contact' },
  Tc: { title: 'Transfer Certificate', section: 'Academics' },
} as const

export type PageRoute = keyof typeof PAGE_ROUTES

export const PAGE_ROUTE_NAMES = Object.keys(PAGE_ROUTES) as PageRoute[]
