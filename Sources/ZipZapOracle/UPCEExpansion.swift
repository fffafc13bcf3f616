extension Oracle {
    /// The UPC-A (12 digits) that the 8-digit UPC-E `upcE` stands for, spelled out from the GS1 table of UPC-E
    /// zero suppression: the last data digit says where the five zeros go. Nil unless `upcE` is 8 ASCII digits
    /// with number system 0 or 1. The check digit is carried, not verified.
    public static func upcEExpansion(_ upcE: some StringProtocol) -> String? {
        let e = Array(upcE)
        guard e.count == 8, e.allSatisfy({ $0.wholeNumberValueIfASCIIDigit != nil }), e[0] == "0" || e[0] == "1"
        else { return nil }
        let manufacturer: String
        let item: String
        switch e[6] {
        case "0", "1", "2":
            manufacturer = String([e[1], e[2], e[6], "0", "0"])
            item = String(["0", "0", e[3], e[4], e[5]])
        case "3":
            manufacturer = String([e[1], e[2], e[3], "0", "0"])
            item = String(["0", "0", "0", e[4], e[5]])
        case "4":
            manufacturer = String([e[1], e[2], e[3], e[4], "0"])
            item = String(["0", "0", "0", "0", e[5]])
        default:
            manufacturer = String([e[1], e[2], e[3], e[4], e[5]])
            item = String(["0", "0", "0", "0", e[6]])
        }
        return String(e[0]) + manufacturer + item + String(e[7])
    }
}
