/// The GS1 Application Identifier table: the one source of truth for every AI this package knows.
///
/// Facts from GS1's Barcode Syntax Dictionary as of its release of 2026-01-27 (tag `2026-01-27`, commit 8ad003f8 of
/// github.com/gs1/gs1-syntax-dictionary; the AI set of the GS1 General Specifications, January 2026): 541 AIs on 224
/// lines, 60 of them ranges, 337 with a predefined length. Nothing from the dictionary's later development head is
/// here; `zipzap-conformance gs1 --compare-dictionary FILE` lists every difference from a dictionary file. The rows are
/// written in this package's own line format and kept as one string literal, parsed once on first use, because an
/// array literal of this size costs the compiler about 90 s under `-O`.
///
/// One line an entry, five fields separated by `|`:
///
/// 1. the AI, or a range `first-last` of AIs of the same length;
/// 2. flags, `-` for none: `F` predefined length (no FNC1 after it), `A` allowed as a GS1 Digital Link data
///    attribute (a query parameter);
/// 3. the components of the value, separated by spaces: a character set (`N` digits, `X` CSET 82, `Y` CSET 39,
///    `Z` CSET 64) and a length (`N6` exactly 6, `X..20` 1 to 20), then `/check` for each check that applies;
///    `[...]` marks an optional component;
/// 4. attributes, separated by spaces: `r:` a requisite (one of its comma-separated alternatives must be present,
///    `+` joining AIs that must be present together; each `r:` is a further requisite), `x:` exclusions, `dl` a
///    Digital Link primary key and `dl:` one with qualifiers (in their order, `;` between alternative sequences).
///    In AI patterns an `n` stands for any digit;
/// 5. the data title (empty for the coupon AIs, which have none).
enum AITableData {
    /// The GS1 Barcode Syntax Dictionary release the rows reflect.
    static let release = "2026-01-27"

    static let rows = """
00|FA|N18/csum/gcppos2|dl|SSCC
01|FA|N14/csum/gcppos2|x:255,37 dl:22,10,21;235|GTIN
02|FA|N14/csum/gcppos2|x:01,03 r:37|CONTENT
03|F|N14/csum/gcppos2|x:01,02,37|MTO GTIN
10|A|X..20|r:01,02,03,8006,8026|BATCH/LOT
11|FA|N6/yymmd0|r:01,02,03,8006,8026|PROD DATE
12|FA|N6/yymmd0|r:8020|DUE DATE
13|FA|N6/yymmd0|r:01,02,03,8006,8026|PACK DATE
15|FA|N6/yymmd0|r:01,02,03,8006,8026|BEST BEFORE or BEST BY
16|FA|N6/yymmd0|r:01,02,03,8006,8026|SELL BY
17|FA|N6/yymmd0|r:01,02,03,255,8006,8026|USE BY or EXPIRY
20|FA|N2|r:01,02,8006,8026|VARIANT
21|-|X..20|r:01,03,8006 x:235|SERIAL
22|-|X..20|r:01|CPV
235|-|X..28|r:01|TPX
240|A|X..30|r:01,02,8006,8026|ADDITIONAL ID
241|A|X..30|r:01,02,8006,8026|CUST. PART No.
242|A|N..6|r:01,02,8006,8026|MTO VARIANT
243|A|X..20|r:01|PCN
250|A|X..30|r:01,8006 r:21|SECONDARY SERIAL
251|A|X..30|r:01,8006|REF. TO SOURCE
253|A|N13/csum/gcppos1 [X..17]|dl|GDTI
254|-|X..20|r:414|GLN EXTENSION COMPONENT
255|A|N13/csum/gcppos1 [N..12]|dl x:01,02,415,8006,8020,8026|GCN
30|A|N..8|r:01,02|VAR. COUNT
3100-3105|FA|N6|r:01,02 x:310n|NET WEIGHT (kg)
3110-3115|FA|N6|r:01,02 x:311n|LENGTH (m)
3120-3125|FA|N6|r:01,02 x:312n|WIDTH (m)
3130-3135|FA|N6|r:01,02 x:313n|HEIGHT (m)
3140-3145|FA|N6|r:01,02 x:314n|AREA (m²)
3150-3155|FA|N6|r:01,02 x:315n|NET VOLUME (l)
3160-3165|FA|N6|r:01,02 x:316n|NET VOLUME (m³)
3200-3205|FA|N6|r:01,02 x:320n|NET WEIGHT (lb)
3210-3215|FA|N6|r:01,02 x:321n|LENGTH (in)
3220-3225|FA|N6|r:01,02 x:322n|LENGTH (ft)
3230-3235|FA|N6|r:01,02 x:323n|LENGTH (yd)
3240-3245|FA|N6|r:01,02 x:324n|WIDTH (in)
3250-3255|FA|N6|r:01,02 x:325n|WIDTH (ft)
3260-3265|FA|N6|r:01,02 x:326n|WIDTH (yd)
3270-3275|FA|N6|r:01,02 x:327n|HEIGHT (in)
3280-3285|FA|N6|r:01,02 x:328n|HEIGHT (ft)
3290-3295|FA|N6|r:01,02 x:329n|HEIGHT (yd)
3300-3305|FA|N6|r:00,01 x:330n|GROSS WEIGHT (kg)
3310-3315|FA|N6|r:00,01 x:331n|LENGTH (m), log
3320-3325|FA|N6|r:00,01 x:332n|WIDTH (m), log
3330-3335|FA|N6|r:00,01 x:333n|HEIGHT (m), log
3340-3345|FA|N6|r:00,01 x:334n|AREA (m²), log
3350-3355|FA|N6|r:00,01 x:335n|VOLUME (l), log
3360-3365|FA|N6|r:00,01 x:336n|VOLUME (m³), log
3370-3375|FA|N6|r:01 x:337n|KG PER m²
3400-3405|FA|N6|r:00,01 x:340n|GROSS WEIGHT (lb)
3410-3415|FA|N6|r:00,01 x:341n|LENGTH (in), log
3420-3425|FA|N6|r:00,01 x:342n|LENGTH (ft), log
3430-3435|FA|N6|r:00,01 x:343n|LENGTH (yd), log
3440-3445|FA|N6|r:00,01 x:344n|WIDTH (in), log
3450-3455|FA|N6|r:00,01 x:345n|WIDTH (ft), log
3460-3465|FA|N6|r:00,01 x:346n|WIDTH (yd), log
3470-3475|FA|N6|r:00,01 x:347n|HEIGHT (in), log
3480-3485|FA|N6|r:00,01 x:348n|HEIGHT (ft), log
3490-3495|FA|N6|r:00,01 x:349n|HEIGHT (yd), log
3500-3505|FA|N6|r:01,02 x:350n|AREA (in²)
3510-3515|FA|N6|r:01,02 x:351n|AREA (ft²)
3520-3525|FA|N6|r:01,02 x:352n|AREA (yd²)
3530-3535|FA|N6|r:00,01 x:353n|AREA (in²), log
3540-3545|FA|N6|r:00,01 x:354n|AREA (ft²), log
3550-3555|FA|N6|r:00,01 x:355n|AREA (yd²), log
3560-3565|FA|N6|r:01,02 x:356n|NET WEIGHT (tr oz)
3570-3575|FA|N6|r:01,02 x:357n|NET VOLUME (oz)
3600-3605|FA|N6|r:01,02 x:360n|NET VOLUME (qt (US))
3610-3615|FA|N6|r:01,02 x:361n|NET VOLUME (gal.)
3620-3625|FA|N6|r:00,01 x:362n|VOLUME (qt (US)), log
3630-3635|FA|N6|r:00,01 x:363n|VOLUME (gal (US)), log
3640-3645|FA|N6|r:01,02 x:364n|NET VOLUME (in³)
3650-3655|FA|N6|r:01,02 x:365n|NET VOLUME (ft³)
3660-3665|FA|N6|r:01,02 x:366n|NET VOLUME (yd³)
3670-3675|FA|N6|r:00,01 x:367n|VOLUME (in³), log
3680-3685|FA|N6|r:00,01 x:368n|VOLUME (ft³), log
3690-3695|FA|N6|r:00,01 x:369n|VOLUME (yd³), log
37|A|N..8|r:00 r:02,8026|COUNT
3900-3909|A|N..15|r:255,8020 x:390n,391n,394n,8111|AMOUNT
3910-3919|A|N3/iso4217 N..15|r:8020 x:391n|AMOUNT
3920-3929|A|N..15|r:01 r:30,31nn,32nn,35nn,36nn x:392n,393n|PRICE
3930-3939|A|N3/iso4217 N..15|r:30,31nn,32nn,35nn,36nn x:393n|PRICE
3940-3943|A|N4|r:255 x:394n,8111|PRCNT OFF
3950-3955|A|N6|r:30,31nn,32nn,35nn,36nn x:392n,393n,395n,8005|PRICE/UoM
400|A|X..30||ORDER NUMBER
401|A|X..30/gcppos1|dl|GINC
402|A|N17/csum/gcppos1|dl|GSIN
403|A|X..30|r:00|ROUTE
410|FA|N13/csum/gcppos1||SHIP TO LOC
411|FA|N13/csum/gcppos1||BILL TO
412|FA|N13/csum/gcppos1||PURCHASE FROM
413|FA|N13/csum/gcppos1||SHIP FOR LOC
414|FA|N13/csum/gcppos1|dl:254;7040|LOC No.
415|FA|N13/csum/gcppos1|r:8020 dl:8020|PAY TO
416|FA|N13/csum/gcppos1||PROD/SERV LOC
417|FA|N13/csum/gcppos1|dl:7040|PARTY
420|A|X..20|x:421|SHIP TO POST
421|A|N3/iso3166 X..9|x:4307|SHIP TO POST
422|A|N3/iso3166|r:01,02,8006,8026 x:426|ORIGIN
423|A|N3/iso3166 [N3/iso3166] [N3/iso3166] [N3/iso3166] [N3/iso3166]|r:01,02 x:426|COUNTRY - INITIAL PROCESS
424|A|N3/iso3166|r:01,02 x:426|COUNTRY - PROCESS
425|A|N3/iso3166 [N3/iso3166] [N3/iso3166] [N3/iso3166] [N3/iso3166]|r:01,02 x:426|COUNTRY - DISASSEMBLY
426|A|N3/iso3166|r:01,02|COUNTRY - FULL PROCESS
427|A|X..3|r:01,02 r:422|ORIGIN SUBDIVISION
4300|A|X..35/pcenc|r:00|SHIP TO COMP
4301|A|X..35/pcenc|r:00|SHIP TO NAME
4302|A|X..70/pcenc|r:00|SHIP TO ADD1
4303|A|X..70/pcenc|r:4302|SHIP TO ADD2
4304|A|X..70/pcenc|r:00|SHIP TO SUB
4305|A|X..70/pcenc|r:00|SHIP TO LOC
4306|A|X..70/pcenc|r:00|SHIP TO REG
4307|A|X2/iso3166alpha2|r:00|SHIP TO COUNTRY
4308|A|X..30|r:00|SHIP TO PHONE
4309|A|N10/latitude N10/longitude|r:00|SHIP TO GEO
4310|A|X..35/pcenc|r:00|RTN TO COMP
4311|A|X..35/pcenc|r:00|RTN TO NAME
4312|A|X..70/pcenc|r:00|RTN TO ADD1
4313|A|X..70/pcenc|r:4312|RTN TO ADD2
4314|A|X..70/pcenc|r:00|RTN TO SUB
4315|A|X..70/pcenc|r:00|RTN TO LOC
4316|A|X..70/pcenc|r:00|RTN TO REG
4317|A|X2/iso3166alpha2|r:00|RTN TO COUNTRY
4318|A|X..20|r:00|RTN TO POST
4319|A|X..30|r:00|RTN TO PHONE
4320|A|X..35/pcenc|r:00|SRV DESCRIPTION
4321|A|N1/yesno|r:00|DANGEROUS GOODS
4322|A|N1/yesno|r:00|AUTH TO LEAVE
4323|A|N1/yesno|r:00|SIG REQUIRED
4324|A|N6/yymmd0 N4/hhmi|r:00|NOT BEF DEL DT
4325|A|N6/yymmd0 N4/hhmi|r:00|NOT AFT DEL DT
4326|A|N6/yymmdd|r:00|REL DATE
4330|A|N6 [X1/hyphen]|r:00 x:4331|MAX TEMP F.
4331|A|N6 [X1/hyphen]|r:00 x:4330|MAX TEMP C.
4332|A|N6 [X1/hyphen]|r:00 x:4333|MIN TEMP F.
4333|A|N6 [X1/hyphen]|r:00 x:4332|MIN TEMP C.
7001|A|N13|r:01,02,8006,8026|NSN
7002|A|X..30|r:01,02|MEAT CUT
7003|A|N6/yymmdd N4/hhmi|r:01,02|EXPIRY TIME
7004|A|N..4|r:01+10|ACTIVE POTENCY
7005|A|X..12|r:01,02|CATCH AREA
7006|A|N6/yymmdd|r:01,02|FIRST FREEZE DATE
7007|A|N6/yymmdd [N6/yymmdd]|r:01,02|HARVEST DATE
7008|A|X..3|r:01,02|AQUATIC SPECIES
7009|A|X..10|r:01,02|FISHING GEAR TYPE
7010|A|X..2|r:01,02|PROD METHOD
7011|A|N6/yymmdd [N4/hhmi]|r:01,02|TEST BY DATE
7020|A|X..20|r:01,8006 r:416|REFURB LOT
7021|A|X..20|r:01,8006|FUNC STAT
7022|A|X..20|r:7021|REV STAT
7023|A|X..30/gcppos1||GIAI - ASSEMBLY
7030|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 0
7031|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 1
7032|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 2
7033|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 3
7034|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 4
7035|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 5
7036|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 6
7037|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 7
7038|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 8
7039|A|N3/iso3166999 X..27|r:01,02|PROCESSOR # 9
7040|-|N1 X1 X1 X1/importeridx||UIC+EXT
7041|-|X..4/packagetype|r:00|UFRGT UNIT TYPE
710|A|X..20|r:01|NHRN PZN
711|A|X..20|r:01|NHRN CIP
712|A|X..20|r:01|NHRN CN
713|A|X..20|r:01|NHRN DRN
714|A|X..20|r:01|NHRN AIM
715|A|X..20|r:01|NHRN NDC
716|A|X..20|r:01|NHRN AIC
717|A|X..20|r:01|NHRN SRN
7230|A|X2 X..28|r:01,8004|CERT # 1
7231|A|X2 X..28|r:01,8004|CERT # 2
7232|A|X2 X..28|r:01,8004|CERT # 3
7233|A|X2 X..28|r:01,8004|CERT # 4
7234|A|X2 X..28|r:01,8004|CERT # 5
7235|A|X2 X..28|r:01,8004|CERT # 6
7236|A|X2 X..28|r:01,8004|CERT # 7
7237|A|X2 X..28|r:01,8004|CERT # 8
7238|A|X2 X..28|r:01,8004|CERT # 9
7239|A|X2 X..28|r:01,8004|CERT # 10
7240|A|X..20|r:01,8006|PROTOCOL
7241|A|N2/mediatype|r:8017,8018|AIDC MEDIA TYPE
7242|A|X..25|r:8017,8018|VCN
7250|A|N8/yyyymmdd|r:8018 x:7251|DOB
7251|A|N8/yyyymmdd N4/hhmi|r:8018 x:7250|DOB TIME
7252|A|N1/iso5218|r:8018|BIO SEX
7253|A|X..40/pcenc|r:8017,8018 x:7256,7259|FAMILY NAME
7254|A|X..40/pcenc|r:8017,8018 x:7256,7259|GIVEN NAME
7255|A|X..10|r:8017,8018 x:7256,7259|SUFFIX
7256|A|X..90/pcenc|r:8017,8018|FULL NAME
7257|A|X..70/pcenc|r:8018|PERSON ADDR
7258|A|X3/posinseqslash|r:8018+7259|BIRTH SEQUENCE
7259|A|X..40/pcenc|r:8018 x:7256|BABY
8001|A|N4/nonzero N5/nonzero N3/nonzero N1/winding N1|r:01|DIMENSIONS
8002|A|X..20||CMT No.
8003|A|N1/zero N13/csum/gcppos1 [X..16]|dl|GRAI
8004|A|X..30/gcppos1|dl:7040|GIAI
8005|A|N6|r:01,02|PRICE PER UNIT
8006|A|N14/csum/gcppos2 N4/pieceoftotal|x:01,37 dl:22,10,21|ITIP
8007|A|X..34/iban|r:415|IBAN
8008|A|N6/yymmdd N2/hh [N2/mi] [N2/ss]|r:01,02|PROD TIME
8009|A|X..50|r:00,01|OPTSEN
8010|A|Y..30/gcppos1|dl:8011|CPID
8011|-|N..12/nozeroprefix|r:8010|CPID SERIAL
8012|A|X..20|r:01,8006|VERSION
8013|A|X..25/csumalpha/gcppos1|dl|GMN
8014|-|X..25/csumalpha/gcppos1/hasnondigit|r:01|MUDI
8017|A|N18/csum/gcppos1|x:8018 dl:8019|GSRN - PROVIDER
8018|A|N18/csum/gcppos1|x:8017 dl:8019|GSRN - RECIPIENT
8019|-|N..10|r:8017,8018|SRIN
8020|-|X..25|r:415|REF No.
8026|A|N14/csum/gcppos2 N4/pieceoftotal|r:37 x:02,8006|ITIP CONTENT
8030|A|Z..90|r:00,01+21,253,255,8003,8004,8006+21,8010+8011,8017,8018|DIGSIG
8040|-|N15|r:01+21|IMEI
8041|-|N15|r:01+21+8040|IMEI2
8042|-|N32|r:01+21+8040|ESIM
8043|-|N18 [N..2]|r:01+21+8040|PSIM
8110|A|X..70/couponcode||
8111|A|N4|r:255|POINTS
8112|A|X..70/couponposoffer||
8200|-|X..70|r:01|PRODUCT URL
90|A|X..30||INTERNAL
91-99|A|X..90||INTERNAL
"""
}
