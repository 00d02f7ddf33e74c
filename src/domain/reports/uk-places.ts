/**
 * UK places for the report form's location field when Google Places is not configured or the
 * phone is offline: every city, the London boroughs and well-known London districts, the
 * counties and council areas of the four nations, and the larger towns. Built into the bundle
 * (about 20 kB), so it works with no network. No maintained npm package ships such a list,
 * so it is kept here, grouped by area: `name|name|...` per county or nation.
 */

export interface UkPlace {
  name: string
  /** The county (England), "London", or the nation. */
  area: string
}

const PLACES_BY_AREA: Record<string, string> = {
  // England's ceremonial counties, as places in their own right.
  England:
    'London|Bristol|Bedfordshire|Berkshire|Buckinghamshire|Cambridgeshire|Cheshire|Cornwall|Cumbria|Derbyshire|Devon|Dorset|County Durham|East Riding of Yorkshire|East Sussex|Essex|Gloucestershire|Greater London|Greater Manchester|Hampshire|Herefordshire|Hertfordshire|Isle of Wight|Kent|Lancashire|Leicestershire|Lincolnshire|Merseyside|Norfolk|North Yorkshire|Northamptonshire|Northumberland|Nottinghamshire|Oxfordshire|Rutland|Shropshire|Somerset|South Yorkshire|Staffordshire|Suffolk|Surrey|Tyne and Wear|Warwickshire|West Midlands|West Sussex|West Yorkshire|Wiltshire|Worcestershire|' +
    // Unitary and metropolitan council areas whose names are not a town's.
    'Bath and North East Somerset|Blackburn with Darwen|Bracknell Forest|Calderdale|Central Bedfordshire|Cheshire East|Cheshire West and Chester|Cumberland|Halton|Isles of Scilly|Kirklees|Knowsley|Medway|North East Lincolnshire|North Lincolnshire|North Northamptonshire|North Somerset|Redcar and Cleveland|Sandwell|Sefton|South Gloucestershire|Tameside|Telford and Wrekin|Thurrock|Trafford|West Berkshire|West Northamptonshire|Westmorland and Furness|Windsor and Maidenhead|Wirral',
  London:
    // The City and the 32 boroughs, then districts people name as their place.
    'City of London|Barking and Dagenham|Barnet|Bexley|Brent|Bromley|Camden|Croydon|Ealing|Enfield|Greenwich|Hackney|Hammersmith and Fulham|Haringey|Harrow|Havering|Hillingdon|Hounslow|Islington|Kensington and Chelsea|Kingston upon Thames|Lambeth|Lewisham|Merton|Newham|Redbridge|Richmond upon Thames|Southwark|Sutton|Tower Hamlets|Waltham Forest|Wandsworth|Westminster|' +
    'Acton|Barking|Battersea|Bexleyheath|Brixton|Canary Wharf|Chelsea|Chiswick|Clapham|Dagenham|Edgware|Edmonton|Finchley|Fulham|Hammersmith|Hampstead|Hendon|Ilford|Kensington|Marylebone|Orpington|Paddington|Peckham|Putney|Romford|Shoreditch|Sidcup|Soho|Southall|Stratford|Streatham|Tottenham|Twickenham|Uxbridge|Walthamstow|Wembley|Whitechapel|Wimbledon|Woolwich',
  Bedfordshire: 'Bedford|Luton|Dunstable|Leighton Buzzard|Biggleswade|Ampthill|Sandy',
  Berkshire: 'Reading|Slough|Bracknell|Maidenhead|Newbury|Windsor|Wokingham|Thatcham|Sandhurst',
  Buckinghamshire:
    'Milton Keynes|Aylesbury|High Wycombe|Amersham|Beaconsfield|Buckingham|Chesham|Marlow|Princes Risborough|Bletchley',
  Cambridgeshire:
    'Cambridge|Peterborough|Ely|Huntingdon|St Neots|Wisbech|March|St Ives|Whittlesey|Cambourne',
  Cheshire:
    'Chester|Warrington|Crewe|Macclesfield|Widnes|Runcorn|Ellesmere Port|Northwich|Wilmslow|Congleton|Nantwich|Winsford|Knutsford|Sandbach',
  Cornwall:
    'Truro|Falmouth|Penzance|Newquay|St Austell|Bodmin|Camborne|Redruth|Bude|Launceston|Saltash|Liskeard|Helston|St Ives',
  Cumbria:
    'Carlisle|Barrow-in-Furness|Kendal|Workington|Whitehaven|Penrith|Keswick|Ulverston|Windermere|Cockermouth',
  Derbyshire:
    'Derby|Chesterfield|Buxton|Glossop|Ilkeston|Long Eaton|Matlock|Swadlincote|Belper|Ripley|Ashbourne|Bakewell',
  Devon:
    'Exeter|Plymouth|Torquay|Paignton|Barnstaple|Exmouth|Newton Abbot|Tiverton|Bideford|Brixham|Teignmouth|Okehampton|Tavistock|Dartmouth|Sidmouth|Honiton|Ilfracombe',
  Dorset:
    'Bournemouth|Poole|Dorchester|Weymouth|Bridport|Christchurch|Wimborne Minster|Shaftesbury|Swanage|Sherborne|Blandford Forum|Ferndown',
  'County Durham':
    'Durham|Darlington|Hartlepool|Stockton-on-Tees|Bishop Auckland|Chester-le-Street|Consett|Newton Aycliffe|Peterlee|Seaham|Stanley|Billingham',
  'East Riding of Yorkshire':
    'Hull|Kingston upon Hull|Beverley|Bridlington|Goole|Driffield|Hornsea|Withernsea|Hessle',
  'East Sussex':
    'Brighton|Hove|Eastbourne|Hastings|Lewes|Bexhill-on-Sea|Crowborough|Hailsham|Newhaven|Seaford|Uckfield|Rye|Peacehaven',
  Essex:
    'Chelmsford|Southend-on-Sea|Colchester|Basildon|Harlow|Brentwood|Braintree|Clacton-on-Sea|Grays|Loughton|Maldon|Rayleigh|Saffron Walden|Billericay|Canvey Island|Epping|Harwich|Witham|Wickford|Frinton-on-Sea|Leigh-on-Sea|Tilbury',
  Gloucestershire:
    'Gloucester|Cheltenham|Stroud|Tewkesbury|Cirencester|Yate|Thornbury|Stow-on-the-Wold|Lydney|Cinderford|Dursley',
  'Greater Manchester':
    'Manchester|Salford|Bolton|Bury|Oldham|Rochdale|Stockport|Wigan|Altrincham|Ashton-under-Lyne|Leigh|Sale|Stretford|Hyde|Stalybridge|Eccles|Middleton|Heywood|Prestwich|Denton|Urmston|Atherton|Westhoughton|Cheadle',
  Hampshire:
    'Southampton|Portsmouth|Winchester|Basingstoke|Aldershot|Andover|Eastleigh|Fareham|Farnborough|Gosport|Havant|Petersfield|Romsey|Waterlooville|Fleet|Alton|Lymington|New Milton|Ringwood|Hedge End|Totton',
  Herefordshire: 'Hereford|Leominster|Ross-on-Wye|Ledbury|Kington',
  Hertfordshire:
    "St Albans|Watford|Stevenage|Hemel Hempstead|Hertford|Hitchin|Letchworth Garden City|Welwyn Garden City|Hatfield|Harpenden|Bishop's Stortford|Borehamwood|Cheshunt|Hoddesdon|Potters Bar|Royston|Rickmansworth|Tring|Ware|Berkhamsted|Bushey",
  'Isle of Wight': 'Newport|Ryde|Cowes|Sandown|Shanklin|Ventnor|Freshwater',
  Kent: 'Canterbury|Maidstone|Rochester|Chatham|Gillingham|Dartford|Gravesend|Ashford|Folkestone|Dover|Margate|Ramsgate|Broadstairs|Sevenoaks|Tonbridge|Royal Tunbridge Wells|Sittingbourne|Faversham|Whitstable|Herne Bay|Deal|Sheerness|Swanley|Hythe|Sandwich|Tenterden|Strood|Snodland',
  Lancashire:
    'Lancaster|Preston|Blackpool|Blackburn|Burnley|Accrington|Chorley|Lytham St Annes|Morecambe|Nelson|Ormskirk|Skelmersdale|Fleetwood|Leyland|Clitheroe|Darwen|Colne|Rawtenstall|Kirkham|Poulton-le-Fylde|Garstang|Carnforth',
  Leicestershire:
    'Leicester|Loughborough|Hinckley|Melton Mowbray|Coalville|Market Harborough|Oadby|Wigston|Lutterworth|Ashby-de-la-Zouch|Shepshed',
  Lincolnshire:
    'Lincoln|Grimsby|Scunthorpe|Boston|Grantham|Skegness|Spalding|Stamford|Gainsborough|Sleaford|Louth|Cleethorpes|Mablethorpe|Bourne|Brigg',
  Merseyside:
    'Liverpool|Birkenhead|St Helens|Southport|Bootle|Wallasey|Kirkby|Huyton|Crosby|Prescot|Formby|Maghull|Newton-le-Willows|Heswall',
  Norfolk:
    "Norwich|Great Yarmouth|King's Lynn|Thetford|Dereham|Cromer|Wymondham|Swaffham|Diss|North Walsham|Sheringham|Fakenham|Downham Market|Attleborough|Hunstanton|Wells-next-the-Sea",
  'North Yorkshire':
    'York|Harrogate|Scarborough|Middlesbrough|Redcar|Whitby|Northallerton|Ripon|Selby|Skipton|Thirsk|Richmond|Knaresborough|Malton|Guisborough|Settle|Tadcaster|Filey',
  Northamptonshire:
    'Northampton|Kettering|Corby|Wellingborough|Daventry|Rushden|Towcester|Brackley|Oundle|Raunds',
  Northumberland:
    'Morpeth|Blyth|Cramlington|Ashington|Hexham|Berwick-upon-Tweed|Alnwick|Bedlington|Ponteland|Prudhoe',
  Nottinghamshire:
    'Nottingham|Mansfield|Newark-on-Trent|Worksop|Retford|Beeston|Arnold|Hucknall|Sutton-in-Ashfield|Kirkby-in-Ashfield|West Bridgford|Carlton|Southwell|Bingham',
  Oxfordshire:
    'Oxford|Banbury|Bicester|Abingdon|Didcot|Witney|Henley-on-Thames|Thame|Wallingford|Wantage|Carterton|Kidlington|Chipping Norton',
  Rutland: 'Oakham|Uppingham',
  Shropshire:
    'Shrewsbury|Telford|Oswestry|Bridgnorth|Ludlow|Market Drayton|Newport|Whitchurch|Wellington|Church Stretton|Much Wenlock',
  Somerset:
    'Taunton|Bath|Weston-super-Mare|Yeovil|Bridgwater|Frome|Glastonbury|Wells|Minehead|Chard|Burnham-on-Sea|Clevedon|Portishead|Keynsham|Midsomer Norton|Shepton Mallet|Street|Wellington|Crewkerne|Nailsea',
  'South Yorkshire':
    'Sheffield|Doncaster|Rotherham|Barnsley|Mexborough|Wath-upon-Dearne|Maltby|Penistone|Thorne|Stocksbridge|Dinnington|Wombwell',
  Staffordshire:
    'Stoke-on-Trent|Stafford|Lichfield|Burton upon Trent|Cannock|Tamworth|Newcastle-under-Lyme|Leek|Stone|Uttoxeter|Rugeley|Kidsgrove|Biddulph|Hanley|Longton|Burslem',
  Suffolk:
    'Ipswich|Bury St Edmunds|Lowestoft|Felixstowe|Sudbury|Haverhill|Newmarket|Stowmarket|Woodbridge|Beccles|Aldeburgh|Southwold|Mildenhall|Hadleigh',
  Surrey:
    'Guildford|Woking|Epsom|Redhill|Reigate|Camberley|Farnham|Godalming|Leatherhead|Staines-upon-Thames|Weybridge|Walton-on-Thames|Esher|Dorking|Caterham|Cobham|Haslemere|Egham|Horley|Addlestone|Banstead|Oxted|Chertsey|Cranleigh',
  'Tyne and Wear':
    'Newcastle upon Tyne|Sunderland|Gateshead|South Shields|North Shields|Tynemouth|Jarrow|Washington|Wallsend|Whitley Bay|Hebburn|Houghton-le-Spring|Whickham',
  Warwickshire:
    'Warwick|Leamington Spa|Nuneaton|Rugby|Stratford-upon-Avon|Bedworth|Kenilworth|Atherstone|Alcester|Coleshill|Southam|Shipston-on-Stour',
  'West Midlands':
    'Birmingham|Coventry|Wolverhampton|Dudley|Walsall|West Bromwich|Solihull|Sutton Coldfield|Stourbridge|Halesowen|Oldbury|Smethwick|Tipton|Wednesbury|Bilston|Willenhall|Brierley Hill|Sedgley|Rowley Regis|Darlaston|Aldridge',
  'West Sussex':
    'Chichester|Crawley|Worthing|Horsham|Bognor Regis|Burgess Hill|Haywards Heath|East Grinstead|Littlehampton|Shoreham-by-Sea|Lancing|Midhurst|Petworth|Arundel|Selsey|Steyning',
  'West Yorkshire':
    'Leeds|Bradford|Wakefield|Huddersfield|Halifax|Dewsbury|Keighley|Batley|Castleford|Pontefract|Brighouse|Ilkley|Morley|Pudsey|Otley|Shipley|Normanton|Ossett|Wetherby|Holmfirth|Bingley|Heckmondwike|Mirfield|Hebden Bridge',
  Wiltshire:
    'Salisbury|Swindon|Chippenham|Trowbridge|Devizes|Marlborough|Melksham|Warminster|Calne|Corsham|Bradford-on-Avon|Westbury|Royal Wootton Bassett|Amesbury|Tidworth|Malmesbury',
  Worcestershire:
    'Worcester|Kidderminster|Redditch|Bromsgrove|Malvern|Evesham|Droitwich Spa|Stourport-on-Severn|Pershore|Bewdley|Tenbury Wells|Upton-upon-Severn',
  Scotland:
    // Cities, the 32 council areas, then towns.
    'Edinburgh|Glasgow|Aberdeen|Dundee|Inverness|Perth|Stirling|Dunfermline|' +
    'Aberdeen City|Aberdeenshire|Angus|Argyll and Bute|Clackmannanshire|Dumfries and Galloway|Dundee City|East Ayrshire|East Dunbartonshire|East Lothian|East Renfrewshire|City of Edinburgh|Falkirk|Fife|Glasgow City|Highland|Inverclyde|Midlothian|Moray|Na h-Eileanan Siar|North Ayrshire|North Lanarkshire|Orkney Islands|Perth and Kinross|Renfrewshire|Scottish Borders|Shetland Islands|South Ayrshire|South Lanarkshire|West Dunbartonshire|West Lothian|' +
    "Paisley|East Kilbride|Livingston|Hamilton|Cumbernauld|Kirkcaldy|Ayr|Kilmarnock|Coatbridge|Greenock|Glenrothes|Airdrie|Motherwell|Irvine|Dumfries|Rutherglen|Wishaw|Clydebank|Arbroath|Bearsden|Elgin|Renfrew|Musselburgh|Bathgate|Alloa|Peterhead|St Andrews|Oban|Fort William|Stornoway|Kirkwall|Lerwick|Galashiels|Hawick|Montrose|Forfar|Stranraer|Wick|Thurso|Dingwall|Aviemore|Peebles|Largs|Prestwick|Troon|Grangemouth|Bo'ness|Dalkeith|Penicuik|Linlithgow|Cupar|Crieff|Pitlochry|Nairn|Buckie|Fraserburgh|Inverurie|Stonehaven|Dumbarton|Helensburgh|Campbeltown|Dunoon|Rothesay|Portree|Kelso|Carnoustie|Kirkintilloch|Barrhead|Johnstone|Bellshill|Blantyre|Larkhall|Lanark|Dunbar|North Berwick|Haddington|Broxburn|Bonnyrigg|Kilwinning|Saltcoats|Ardrossan|Cumnock|Girvan|Annan|Lockerbie|Castle Douglas|Kirkcudbright|Brechin|Keith|Huntly|Banff|Tain|Kingussie",
  Wales:
    // Cities, the principal areas whose names are not a town's, then towns.
    'Cardiff|Swansea|Newport|Wrexham|Bangor|St Asaph|St Davids|' +
    'Isle of Anglesey|Gwynedd|Conwy|Denbighshire|Flintshire|Powys|Ceredigion|Pembrokeshire|Carmarthenshire|Neath Port Talbot|Vale of Glamorgan|Rhondda Cynon Taf|Blaenau Gwent|Torfaen|Monmouthshire|' +
    "Barry|Bridgend|Caerphilly|Cwmbran|Llanelli|Merthyr Tydfil|Neath|Port Talbot|Pontypridd|Rhyl|Colwyn Bay|Llandudno|Aberystwyth|Carmarthen|Haverfordwest|Pembroke|Pembroke Dock|Milford Haven|Tenby|Aberdare|Ebbw Vale|Abergavenny|Monmouth|Chepstow|Brecon|Llandrindod Wells|Newtown|Welshpool|Holyhead|Caernarfon|Porthmadog|Pwllheli|Dolgellau|Mold|Flint|Buckley|Connah's Quay|Prestatyn|Denbigh|Ruthin|Llangollen|Pontypool|Blackwood|Maesteg|Penarth|Ammanford|Cardigan|Tredegar|Porthcawl|Abergele|Conwy|Machynlleth|Builth Wells|Lampeter|Fishguard|Tonypandy|Treorchy|Mountain Ash|Bargoed|Ystrad Mynach|Risca|Chirk|Holywell|Beaumaris|Llangefni|Bala|Barmouth|Blaenau Ffestiniog",
  'Northern Ireland':
    // Cities, counties, the 11 council areas, then towns.
    'Belfast|Derry|Londonderry|Lisburn|Newry|Armagh|Bangor|' +
    'County Antrim|County Armagh|County Down|County Fermanagh|County Londonderry|County Tyrone|' +
    'Antrim and Newtownabbey|Ards and North Down|Armagh City, Banbridge and Craigavon|Causeway Coast and Glens|Derry City and Strabane|Fermanagh and Omagh|Lisburn and Castlereagh|Mid and East Antrim|Mid Ulster|Newry, Mourne and Down|' +
    'Craigavon|Portadown|Lurgan|Ballymena|Newtownabbey|Carrickfergus|Coleraine|Omagh|Enniskillen|Larne|Antrim|Banbridge|Dungannon|Cookstown|Downpatrick|Newtownards|Holywood|Strabane|Limavady|Magherafelt|Ballymoney|Portrush|Comber|Ballyclare|Portstewart|Newcastle|Warrenpoint|Kilkeel|Ballynahinch|Dromore|Donaghadee|Castlereagh|Dundonald',
}

/** Every place once, in the list's order; a name shared by two areas appears in both. */
export const UK_PLACES: readonly UkPlace[] = Object.entries(PLACES_BY_AREA).flatMap(
  ([area, names]) => {
    const seen = new Set<string>()
    return names.split('|').flatMap((name) => {
      if (seen.has(name)) return []
      seen.add(name)
      return [{ name, area }]
    })
  },
)

/** How a place is written into the location field, e.g. "Leeds, West Yorkshire". */
export function placeLabel(place: UkPlace): string {
  return `${place.name}, ${place.area}`
}

/**
 * Lower case, no accents or apostrophes, other punctuation as spaces: "St. Albans" finds
 * "St Albans" and "kings lynn" finds "King's Lynn".
 */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

interface IndexedPlace {
  place: UkPlace
  name: string
  label: string
}

/** Built on the first search, not when the page loads (it is a long task on a slow phone). */
let index: IndexedPlace[] | undefined
function placesIndex(): IndexedPlace[] {
  index ??= UK_PLACES.map((place) => ({
    place,
    name: searchable(place.name),
    label: searchable(placeLabel(place)),
  }))
  return index
}

/**
 * Places matching what was typed, best first: names that start with it, then names with a
 * word that starts with it, then labels that contain it (so "yorkshire" finds Leeds).
 */
export function searchUkPlaces(query: string, limit = 8): UkPlace[] {
  const wanted = searchable(query)
  if (!wanted) return []
  const ranked: Array<{ place: UkPlace; rank: number }> = []
  for (const entry of placesIndex()) {
    let rank: number
    if (entry.name.startsWith(wanted)) rank = 0
    else if (entry.name.includes(` ${wanted}`)) rank = 1
    else if (entry.label.includes(wanted)) rank = 2
    else continue
    ranked.push({ place: entry.place, rank })
  }
  return ranked
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.place.name.length - b.place.name.length ||
        a.place.name.localeCompare(b.place.name),
    )
    .slice(0, limit)
    .map((entry) => entry.place)
}
